import type { LocaleArticles } from './catalogue';

/** Yardım merkezi makaleleri (Türkçe). */
export const tr_TR: LocaleArticles = {
  'register-account': {
    title: 'Nasıl hesap oluştururum?',
    summary: 'E-posta adresi veya cep telefonu numarası, doğrulama kodu ve davet koduyla kaydolun.',
    sections: [
      ['1. adım: e-posta veya cep telefonu', `1. Üst menüde Kayıt Ol'a tıklayın veya /reg sayfasını açın.
2. E-posta ya da Cep telefonu seçin. Cep telefonu için önce ülke kodunu seçin.
3. Kod gönder'e tıklayın ve gelen 6 haneli doğrulama kodunu girin.`],
      ['Doğrulama kodu hakkında', `- Kod 10 dakika geçerlidir ve yalnızca bir kez kullanılabilir.
- 5 hatalı girişten sonra kod geçersiz olur; yeni bir kod isteyin.
- Yeni kodu 60 saniye sonra isteyebilirsiniz. E-posta gelmediyse spam klasörünü kontrol edin.`],
      ['2. adım: şifreler ve davet kodu', `1. Giriş şifrenizi iki kez girin: 8-64 karakter, en az bir harf ve bir rakam.
2. Fon şifresini iki kez girin. Çekimleri korur ve giriş şifresinden farklı olmalıdır.
3. Sizi davet eden kişinin davet kodunu girin. Her kullanıcının kişisel merkezde görünen bir davet kodu vardır.
4. Kullanıcı sözleşmesini okuyup kabul edin ve Kayıt Ol'a tıklayın. Hemen oturum açılır.`],
    ],
  },
  'identity-verification': {
    title: 'Kimlik doğrulama (KYC)',
    summary: 'Çekim ve itibari para limitlerinizi artırmak ve vadeli işlemleri açmak için kimliğinizi doğrulayın.',
    sections: [
      ['Neden doğrulama yapmalı', `- 24 saatlik çekim limiti 100 USDT'den 10.000 USDT'ye çıkar.
- İtibari para ile alım limiti toplam 1.000 USDT'den emir başına 1.000 USDT ve toplam 10.000 USDT'ye çıkar.
- USDS-M vadeli işlemler yalnızca doğrulanmış kullanıcılara açıktır.`],
      ['Nasıl başvurulur', `1. Kullanıcı menüsünden Kimlik doğrulama'yı (/user/identity) açın.
2. Ad soyadınızı ve kimlik numaranızı belgede yazdığı şekilde girin.
3. Belgenin ön ve arka yüzünün fotoğrafını yükleyin: JPEG, PNG veya WebP, her biri en fazla 5 MB.
4. Gönder'e tıklayın. Durum İnceleniyor olarak değişir.`],
      ['Gönderdikten sonra', `- İnceleniyor: ekibimiz belgelerinizi genellikle bir iş günü içinde kontrol eder.
- Doğrulandı: yeni limitleriniz hemen geçerli olur ve bir bildirim alırsınız.
- Onaylanmadı: nedeni bildirimde yazar. Bilgileri düzeltip yeniden gönderin.
Durumunuzu, sertifika ülkesini ve limitleri /user/identityRight sayfasında görebilirsiniz.`],
    ],
  },
  'account-security': {
    title: 'Hesabınızı güvende tutmak',
    summary: 'Şifreler, fon şifresi, kimlik doğrulayıcı uygulama ve hatalı denemelerden sonra kilitlenme.',
    sections: [
      ['Giriş şifresi ve fon şifresi', `- Harf ve rakam içeren, 8-64 karakterlik ve başka hiçbir yerde kullanmadığınız bir giriş şifresi seçin.
- Fon şifresi çekimlerde sorulur ve giriş şifresinden farklı olmalıdır.
- Şifreleri Güvenlik ayarları'ndan (/user/s-securityset) değiştirebilirsiniz. Değişiklikten sonra tüm oturumlar kapanır ve yeniden giriş yaparsınız.`],
      ['Kimlik doğrulayıcı uygulama', `1. Güvenlik ayarlarında Kimlik doğrulayıcı'yı seçin ve QR kodunu doğrulayıcı uygulamayla tarayın.
2. Onaylamak için 6 haneli kodu girin ve yedek kodları çevrimdışı, güvenli bir yerde saklayın.
3. Bundan sonra kod; girişte, çekimlerde ve güvenlik ayarlarını değiştirirken istenir.`],
      ['Hatalı şifre ve kilitlenme', `- 5 hatalı giriş şifresinden sonra hesap ve denemenin yapıldığı adres 15 dakika kilitlenir.
- Aynı kural fon şifresi için de geçerlidir.
- Şifrenizi mi unuttunuz? Giriş sayfasındaki Şifremi unuttum (/forget-pass) ile doğrulama koduyla yeni şifre belirleyin.`],
      ['Dolandırıcılığa dikkat', `- Çalışanlarımız şifrenizi, doğrulama kodlarınızı veya yedek kodlarınızı asla sormaz.
- Giriş yapmadan önce resmi sitede olduğunuzu kontrol edin ve kişisel merkezde son girişleri inceleyin.`],
    ],
  },
  'deposit-crypto': {
    title: 'Nasıl kripto yatırırım?',
    summary: 'Yatırma adresinizi alın, doğru ağı seçin ve onayları bekleyin.',
    sections: [
      ['Yatırma adresini alın', `1. Cüzdan'a gidip para biriminin yanındaki Yatır'a tıklayın veya /wallet/recharge sayfasını açın.
2. Para birimini ve ağı seçin; örneğin USDT için TRC20, ERC20 veya BEP20.
3. Adresi kopyalayın ya da gönderdiğiniz cüzdanla QR kodunu tarayın.`],
      ['Aynı ağı seçin', `Ağ, çekim yaptığınız platformun veya cüzdanın kullandığı ağla aynı olmalıdır. Farklı bir ağ üzerinden gönderilen varlıklar kaybolabilir ve her zaman kurtarılamaz.`],
      ['Fonlar ne zaman gelir', `- Yatırma işlemi önce, ağ işlemi onaylarken Onaylanıyor olarak görünür.
- Gerekli onay sayısına ulaşınca Başarılı olur ve tutar spot hesabınıza geçer.
- Her yatırma tam olarak bir kez yansıtılır. Cüzdan geçmişinde görebilirsiniz.`],
    ],
  },
  'withdraw-crypto': {
    title: 'Nasıl kripto çekerim?',
    summary: 'Fon şifrenizle, 24 saatlik limitiniz dahilinde harici bir adrese gönderin.',
    sections: [
      ['Çekim yapın', `1. Cüzdan'da Çek'e tıklayın veya /wallet/cash sayfasını açın.
2. Para birimini ve ağı seçin, ardından bir adres yazın veya adres defterinden seçin.
3. Tutarı girin. Sayfada minimum tutar, ağ ücreti ve alacağınız tutar gösterilir.
4. Fon şifrenizle (etkinse kimlik doğrulayıcı koduyla birlikte) onaylayın.`],
      ['Limitler', `- 24 saatlik çekim limiti, kimliğiniz doğrulandıysa 10.000 USDT, doğrulanmadıysa 100 USDT'dir (USDT değeri üzerinden).
- Bazı para birimleri yalnızca yatırma içindir; çekim düğmeleri devre dışıdır.`],
      ['Çekim durumu', `- Ödeme bekleniyor: henüz iptal edebilirsiniz, tutar dondurulmuştur.
- Onay bekleniyor: transfer zincire gönderiliyor.
- Tamamlandı, ödeme başarısız veya iptal edildi: başarısız ya da iptal edilen çekimde dondurulan tutar serbest kalır.`],
      ['Adres defteri', `Sık kullandığınız adresleri /user/c-symAddr sayfasında 4-20 karakterlik bir notla kaydedin. Adres silinirken onay istenir.`],
    ],
  },
  fees: {
    title: 'İşlem ve çekim ücretleri',
    summary: 'Yapıcı ve alıcı ücretleri, ücretsiz iç transferler ve çekimlerde ağ ücretleri.',
    sections: [
      ['Spot işlem ücretleri', `- Yapıcı (maker) ve alıcı (taker) ücreti varsayılan olarak işlem tutarının %0,1'idir.
- Her gerçekleşen işlemin ücreti Emirler altındaki emir ayrıntılarında görünür.`],
      ['Transferler ve yatırmalar', `- Kendi hesaplarınız (spot, vadeli, saniye kontratları, itibari para, ICO) arasındaki iç transferler ücretsizdir.
- Yatırma ücretsizdir; gönderen cüzdan kendi ağ ücretini alabilir.`],
      ['Çekim ücretleri', `Her ağın kendi çekim ücreti ve minimum tutarı vardır. İkisi de onaylamadan önce çekim sayfasında, alacağınız tutarla birlikte gösterilir.`],
      ['Vadeli işlemler ve itibari para', `- Vadeli pozisyon açarken vadeli hesabınızdan ücret alınır; bu yüzden bakiyenin %100'ü kullanılamaz.
- P2P emirleri banka havalesiyle doğrudan satıcıya ödenir; platform alıcıdan ücret almaz.`],
    ],
  },
  'spot-trading': {
    title: 'Spot piyasada nasıl işlem yaparım?',
    summary: 'Limit ve piyasa emirleri verin, takip edin ve açık emirleri iptal edin.',
    sections: [
      ['Piyasayı açın', `1. Üst menüde Spot'a tıklayın (BTC/USDT açılır) veya Piyasalar sayfasından bir parite seçin.
2. Sayfada grafik, alış ve satış emir defteri ile son işlemler yer alır.`],
      ['Emir verin', `- Limit emir: fiyatı ve miktarı girin. Emir gerçekleşene veya siz iptal edene kadar defterde kalır.
- Piyasa emri: miktarı (veya harcanacak tutarı) girin; mevcut en iyi fiyatlardan gerçekleşir.
- Emrin gerektirdiği tutar, emir gerçekleşene veya iptal edilene kadar dondurulur. Bir emir en az 5 USDT değerinde olmalıdır.`],
      ['Emirleri takip etme ve iptal', `- Açık emirler Emirler > Spot güncel, gerçekleşen ve iptal edilenler Spot geçmiş altındadır.
- Durumlar: bekliyor, kısmi, tamamen gerçekleşti, iptal edildi.
- İptal için İptal'e tıklayın ve 'Bu emri iptal etmek istiyor musunuz?' sorusunu onaylayın. 2 saniye içinde tekrarlanan tıklama yok sayılır.`],
    ],
  },
  'usdm-futures': {
    title: 'USDS-M sürekli vadeli işlemler',
    summary: 'Kaldıraçla uzun veya kısa pozisyon alın, kâr al ve zarar durdur ile koruyun.',
    sections: [
      ['Başlamadan önce', `1. Kimlik doğrulamayı tamamlayın: vadeli işlemler yalnızca doğrulamadan sonra açılır.
2. İç transferle (/wallet/transfer) vadeli hesabınıza USDT aktarın. Transferler ücretsizdir.`],
      ['Pozisyon açın', `- Fiyatın yükselmesini bekliyorsanız Uzun aç, düşmesini bekliyorsanız Kısa aç seçin.
- Kaldıracı ayarlayın. Yüksek kaldıraç daha az teminat ister ama tasfiye fiyatı mevcut fiyata yaklaşır.
- Pozisyon açarken vadeli hesaptan ücret alındığı için bakiyenin %100'ü kullanılamaz.`],
      ['Kâr al ve zarar durdur', `Fiyata veya getiri oranına göre bir tetikleyici ve miktar belirleyin. Tetikleyiciye ulaşıldığında pozisyon limit veya piyasa emriyle kapatılır.`],
      ['Pozisyonu kapatın', `- Kapat: fiyatı ve kapatılabilir miktarı aşmayan bir miktar girin.
- Hızlı kapat: piyasa fiyatından kapatır; en iyi fiyattan emir defterinin 30. kademesine kadar gerçekleşir.
- Teminat oranını ve tahmini tasfiye fiyatını Cüzdan > USDS-M vadeli sayfasında izleyin.`],
    ],
  },
  'second-contracts': {
    title: 'Saniye kontratları nedir?',
    summary: 'Geri sayım bitince otomatik olarak uzlaşan sabit süreli kontratlar.',
    sections: [
      ['Nasıl çalışır', `Sabit bir süre sonunda paritenin fiyatının daha yüksek mi yoksa daha düşük mü olacağını tahmin edersiniz. Kontrat, geri sayım bittiği andaki endeks fiyatına göre uzlaşır.`],
      ['Saniye kontratı açın', `1. Üst menüde Saniye kontratı'na tıklayın (varsayılan BTC/USDT).
2. Saniye kontratı hesabınız boşsa önce USDT aktarın.
3. Yükseliş veya düşüş, süre ve tutarı seçip onaylayın. Geri sayım hemen başlar.`],
      ['Uzlaşma', `- Geri sayım bitince sonuç kazanç, kayıp veya beraberliktir.
- Kazançta onaydan önce gösterilen kâr ödenir; kayıpta ödediğiniz tutarı kaybedersiniz; beraberlikte tutar iade edilir.
- Devam eden kontratlar Emirler > Saniye güncel, uzlaşanlar Saniye geçmiş altındadır.`],
    ],
  },
  'fiat-p2p': {
    title: 'İtibari parayla kripto alım satımı (P2P)',
    summary: 'Diğer kullanıcılardan banka havalesiyle üç adımda kripto alın veya onlara satın.',
    sections: [
      ['Üç adımda alım', `1. Üst menüde İtibari para ile al'ı açın, itibari para birimini ve kriptoyu seçin, tutar veya miktar girin.
2. Emri onaylayın, emirde gösterilen satıcı hesabına havale yapın ve 'Transferi tamamladım'a tıklayın.
3. Satıcı ödemeyi kontrol edip 'Ödemeyi aldım'a tıklar. Kripto itibari para hesabınıza aktarılır.`],
      ['Süre sınırları', `- Emirde gösterilen ödeme süresi (varsayılan 120 dakika) içinde ödeyin, aksi hâlde emir iptal edilir.
- 24 saat içinde 5 emri iptal eder veya süresini doldurursanız, günün geri kalanında alım engellenir.
- 'Transferi tamamladım'a yalnızca gerçekten ödeme yaptıktan sonra tıklayın.`],
      ['Satış', `Tahsilat yöntemleri (/user/c-collAddr) sayfasına gerçek adınızı, banka adını ve kart numarasını ekleyin. Alıcılar bu hesaba öder; kriptoyu yalnızca para hesabınıza geçtikten sonra serbest bırakın.`],
      ['Limitler', `Doğrulanmamış kullanıcılar toplam 1.000 USDT'ye kadar alabilir. Doğrulanmış kullanıcılar emir başına 1.000 USDT, toplamda 10.000 USDT'ye kadar alabilir.`],
    ],
  },
  'ico-subscription': {
    title: 'ICO aboneliğine katılım',
    summary: 'Yeni tokenlara abone olun, tahsisinizi takip edin ve tokenlarınızı serbest bırakın.',
    sections: [
      ['Proje bulun', `Üst menüde ICO'yu (/subscribe) açın. Her projede ilerleme, satış fiyatı, bitiş zamanı ile kullanılabilir ve azami abonelik miktarı gösterilir. Etiketler: devam ediyor, yakında bitiyor, popüler, sona erdi.`],
      ['Abone olun', `1. Projeyi açın ve Katıl'a tıklayın.
2. Abonelik miktarını girip onaylayın. Ödeme ICO abonelik hesabınızda dondurulur.
3. Proje açıkken daha fazla abone olmak için Ekle'ye tıklayın.`],
      ['Abonelik bittikten sonra', `- Aboneliğiniz elde tutuluyor durumundan uzlaşacak, ardından uzlaştı durumuna geçer; kazanan lotlar ve gerçek ödeme gösterilir.
- Kullanılmayan tutar hesabınıza iade edilir.
- Verilen tokenlar Cüzdan > ICO aboneliği altında görünür. Vadesi gelen kısmı Çöz ile serbest bırakın; geçmiş ICO kayıtlarındadır.`],
    ],
  },
  'mobile-app': {
    title: 'Mobil uygulama',
    summary: 'Android veya iOS uygulamasını indirin ve aynı hesapla işlem yapın.',
    sections: [
      ['İndirme', `1. Üst menüdeki telefon simgesinin üzerine gelin veya alt bilgideki Uygulamayı indir bölümüne kaydırın.
2. QR kodunu telefonunuzla tarayın ya da Android veya iOS bağlantısını kullanın.
3. Uygulamayı yalnızca bu resmi bağlantılardan yükleyin.`],
      ['Giriş', `Aynı e-posta veya cep telefonu numarası ve giriş şifresiyle oturum açın. Bakiyeleriniz, emirleriniz ve ayarlarınız web'de ve uygulamada aynıdır.`],
      ['Yalnızca uygulamada olan işlevler', `Bazı işlevler sizi mobil uygulamaya yönlendirir. Güvenlik ayarlarınız, kimlik doğrulayıcınız ve limitleriniz uygulamada da geçerlidir.`],
    ],
  },
};

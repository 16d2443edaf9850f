// Platform documents in Turkish (tr_TR).
import type { NoteDoc } from './types';

export const tr_TR: NoteDoc[] = [
  {
    type: 1,
    title: 'Kullanıcı Sözleşmesi',
    content: `Bu Kullanıcı Sözleşmesi ("Sözleşme"), Aurelix ("Aurelix", "biz" veya "Platform") tarafından sunulan web sitesi, mobil uygulamalar ve tüm hizmetlerin kullanım koşullarını düzenler. Hesap oluşturarak veya hizmetlerimizden herhangi birini kullanarak bu Sözleşme'yi okuduğunuzu, anladığınızı ve tüm hükümleriyle kabul ettiğinizi beyan etmiş olursunuz. Herhangi bir hükmü kabul etmiyorsanız lütfen Platform'u kullanmayınız.

## 1. Kullanım Şartları ve Hesap Açılışı

Platform'u yalnızca 18 yaşını (veya bulunduğunuz ülkede reşit olma yaşı daha yüksekse o yaşı) doldurmuş, tam ehliyetli, kısıtlı bölgelerde bulunmayan ve herhangi bir yaptırım listesinde yer almayan kişiler kullanabilir. Her kişi yalnızca bir hesap açabilir.

Hesabınızı e-posta adresiniz veya cep telefonu numaranızla, size gönderilen doğrulama koduyla oluşturursunuz. Kayıt sırasında bir giriş şifresi belirlersiniz; para çekme, P2P işlemleri ve diğer varlık işlemleri için ayrıca, giriş şifrenizden farklı olması gereken bir fon şifresi tanımlamanız gerekir. Bir davet kodunuz varsa kayıt sırasında girebilirsiniz; davet kodu hesabınızı sizi davet eden kullanıcıyla ilişkilendirir ve başka bir hak doğurmaz. Verdiğiniz bilgilerin doğru ve güncel olmasından siz sorumlusunuz.

## 2. Kimlik Doğrulama ve Limitler

Suç gelirlerinin aklanmasının önlenmesi (AML) ve "müşterini tanı" (KYC) yükümlülükleri kapsamında sizden kimlik belgesi, fotoğraf ve ek bilgiler talep edebiliriz. Para çekme limitleriniz doğrulama durumunuza göre belirlenir:

- Kimliği doğrulanmamış hesaplar: 24 saatte en fazla 100 USDT karşılığı.
- Kimliği doğrulanmış hesaplar: 24 saatte en fazla 10.000 USDT karşılığı.

Mevzuat veya risk değerlendirmesi gerektirdiğinde ek belge isteme, doğrulama talebini reddetme veya limitleri değiştirme hakkımız saklıdır.

## 3. Hesap Güvenliği

Giriş şifrenizin, fon şifrenizin, doğrulama kodlarınızın ve oturum açtığınız cihazların güvenliğinden siz sorumlusunuz. İki faktörlü kimlik doğrulamayı etkinleştirmenizi, her hizmet için farklı ve güçlü şifreler kullanmanızı ve bilgilerinizi girmeden önce adres çubuğunu kontrol etmenizi öneririz. Aurelix çalışanları sizden hiçbir zaman şifre veya doğrulama kodu istemez. Hesap bilgileriniz kullanılarak yapılan tüm işlemler sizin tarafınızdan yapılmış sayılır. Yetkisiz erişimden şüphelendiğinizde derhal destek ekibimize bildiriniz.

## 4. Ürün ve Hizmetler

- Spot işlemler: Dijital varlıkların piyasa veya limit emirleriyle anında teslimatlı olarak alınıp satılması.
- USDS-M sürekli vadeli işlemler: Teminatı USDT olan, kaldıraçlı ve vade sonu olmayan sözleşmeler. Kaldıraç kârı olduğu kadar zararı da katlar; teminatınız yetersiz kaldığında pozisyonunuz zorunlu olarak tasfiye edilir ve yatırdığınız teminatın tamamını kaybedebilirsiniz.
- Saniye kontratları: Fiyat yönünü ve sunulan sabit sürelerden birini seçersiniz. Süre dolduğunda kontrat otomatik olarak sonuçlanır: kazanç durumunda onaydan önce gösterilen getiri ödenir, kayıp durumunda tutarın tamamı kaybedilir, beraberlikte (kapanış fiyatı açılış fiyatına eşitse) tutar iade edilir.
- P2P işlemler: Kullanıcılar arasında, ödemesi banka havalesiyle yapılan dijital varlık ve itibari para alım satımı. Satıcının varlıkları işlem süresince Platform tarafından emanette (escrow) tutulur. Alıcı, ödemeyi belirtilen süre içinde yapıp emri "ödendi" olarak işaretlemek; satıcı ise ödemenin ulaştığını onay süresi içinde teyit ederek varlıkları serbest bırakmak zorundadır. Süresinde ödenmeyen emirler iptal edilir; tekrarlanan iptaller P2P erişiminin kısıtlanmasına yol açabilir. Uyuşmazlıklar, sunulan kanıtlar esas alınarak destek ekibi tarafından incelenir.
- ICO aboneliği: Yeni projelerin tokenlerine satış dönemi içinde katılım. Dağıtım oransal yapılabilir ve tokenler belirli bir süre kilitli kalabilir. Bir projenin Platform'da listelenmesi, o projenin tavsiye edildiği anlamına gelmez.

Varlıklarınız çok hesaplı cüzdanınızda ayrı hesaplarda (spot, vadeli, saniye kontratı, fiat ve ICO hesapları) tutulur.

## 5. Ücretler

Spot işlemlerde varsayılan ücret, piyasa yapıcı (maker) ve piyasa alıcısı (taker) için %0,1'dir. Diğer ürünlere ait ücretler ve para çekmedeki ağ ücretleri, işlemi onaylamadan önce gösterilir. Kendi hesaplarınız arasındaki iç transferler ücretsizdir. Güncel ücretler Platform'da yayımlanır ve önceden bildirilerek değiştirilebilir.

## 6. Para Yatırma ve Çekme

Para yatırırken ve çekerken varlığa ve alıcı adrese uygun ağı seçmeniz, gerekiyorsa etiket (tag) veya memo bilgisini eksiksiz girmeniz gerekir. Yanlış ağ üzerinden veya yanlış adrese gönderilen varlıklar kalıcı olarak kaybolabilir; Aurelix bu varlıkların kurtarılmasını garanti edemez. Tüm para çekme talepleri fon şifrenizle onaylanır ve güvenlik ile uyum incelemesinden geçer; inceleme sırasında talepler gecikebilir veya reddedilebilir.

## 7. Yasaklı Kullanım ve Kısıtlı Bölgeler

Platform'un karaparanın aklanması, terörün finansmanı, dolandırıcılık, yaptırımların delinmesi, piyasa manipülasyonu (ör. hayali işlemler ve spoofing), kampanyaların kötüye kullanılması, birden fazla hesap açılması, başkasına ait kimlik veya hesapların kullanılması ya da Platform'un işleyişine müdahale amacıyla kullanılması yasaktır. Hizmetlerimiz kapsamlı yaptırımlara tabi ülkelerde bulunan kişilere ve bu hizmetlerin yasak olduğu bölgelerde sunulmaz; güncel liste Platform'da yayımlanır. Bu kısıtlamaların VPN veya benzeri yollarla aşılması yasaktır.

## 8. Askıya Alma ve Fesih

Sözleşme'nin ihlali, yetkili makamların talebi, dolandırıcılık şüphesi veya güvenlik tehdidi hâlinde hesabınızdaki işlevleri kısıtlama, varlıkları dondurma, hesabınızı askıya alma veya kapatma hakkımız saklıdır. Varlıklarınızı çektikten sonra hesabınızı dilediğiniz zaman kapatabilirsiniz. Hesabın kapatılması, daha önce doğmuş yükümlülükleri ortadan kaldırmaz.

## 9. Sorumluluğun Sınırlandırılması

Platform "olduğu gibi" sunulur. Yürürlükteki mevzuatın izin verdiği ölçüde Aurelix; kâr kaybından, dolaylı zararlardan, piyasa kayıplarından, blokzincir ağlarındaki arızalardan, üçüncü kişilerin eylemlerinden, mücbir sebeplerden ve yanlış ağ seçimi gibi kullanıcı hatalarından sorumlu değildir. Aurelix'in toplam sorumluluğu, her hâlükârda son 12 ayda tarafınızca ödenen işlem ücretlerinin toplamıyla sınırlıdır.

## 10. Değişiklikler, Uygulanacak Koşullar ve İletişim

Bu Sözleşme'yi, yeni metni Platform'da yayımlayarak değiştirebiliriz; önemli değişiklikleri önceden duyururuz. Hizmetleri kullanmaya devam etmeniz, güncel metni kabul ettiğiniz anlamına gelir. Bu Sözleşme; Gizlilik Politikası, Yasal Uyarı ve ürünlere özgü kurallarla birlikte uygulanır. Dil sürümleri arasında farklılık olması hâlinde İngilizce metin esas alınır. Uyuşmazlıklarda, Platform'da hizmet sağlayıcı için belirtilen hukuk, tüketicinin korunmasına ilişkin emredici hükümler saklı kalmak kaydıyla uygulanır.

Her türlü sorunuz için support@aurelix.example adresinden bize ulaşabilirsiniz.`,
  },
  {
    type: 2,
    title: 'Gizlilik Politikası',
    content: `Bu Gizlilik Politikası, Aurelix'in hangi kişisel verileri topladığını, bu verileri hangi amaçlarla kullandığını, kimlerle paylaştığını ve bu konudaki haklarınızı açıklar. Kişisel verilerinizi, uygulanabildiği ölçüde 6698 sayılı Kişisel Verilerin Korunması Kanunu dahil yürürlükteki veri koruma mevzuatına uygun olarak işleriz.

## 1. Topladığımız Veriler

- Hesap bilgileri: e-posta adresi veya telefon numarası, kullanıcı adı, davet kodu ve şifrelerinizin özet (hash) değerleri; şifrelerinizin kendisini saklamayız.
- Kimlik doğrulama verileri: ad-soyad, doğum tarihi, uyruk, kimlik belgesinin bilgileri ve görüntüleri, karşılaştırma için yüz fotoğrafı.
- Cihaz ve oturum kayıtları: IP adresi, cihaz ve tarayıcı türü, giriş zamanları ve oturum geçmişi.
- İşlem verileri: para yatırma ve çekme işlemleri, cüzdan adresleri, emirler ve gerçekleşen işlemler, hesaplar arası transferler, P2P emirleri ve bu emirlerde kullanılan banka bilgileri, ICO katılımları.
- Destek talepleriniz ve bizimle yaptığınız yazışmalar.

## 2. İşleme Amaçları ve Hukuki Sebepler

- Sözleşmenin ifası: kayıt, hesabın yönetimi, emirlerin gerçekleştirilmesi, takas ve mutabakat, para yatırma ve çekme.
- Hukuki yükümlülükler: kimlik doğrulama, suç gelirlerinin aklanması ve terörün finansmanıyla mücadele, muhasebe ve vergi kayıtları, yetkili makamların taleplerinin karşılanması.
- Meşru menfaat: hesapların korunması, dolandırıcılığın önlenmesi, hizmetin istikrarının izlenmesi ve geliştirilmesi.
- Açık rıza: isteğe bağlı bilgilendirme iletileri ve mevzuatın rıza gerektirdiği diğer durumlar. Rızanızı dilediğiniz zaman geri alabilirsiniz.

## 3. Saklama Süreleri

Verilerinizi hesabınız açık olduğu sürece ve hesabın kapatılmasından sonra, suç gelirlerinin aklanmasının önlenmesi ve muhasebe mevzuatının öngördüğü süre boyunca (genellikle en az beş yıl) saklarız. Giriş kayıtları ve teknik kayıtlar, güvenlik için gerekli olduğu süre kadar tutulur. Süre dolduğunda veriler silinir veya anonim hâle getirilir.

## 4. Verilerin Paylaşılması

Kişisel verilerinizi satmayız. Verileriniz yalnızca şu durumlarda paylaşılabilir:

- Bizim adımıza hizmet veren sağlayıcılarla: barındırma, kimlik doğrulama, SMS ve e-posta gönderimi, müşteri desteği.
- P2P işlemindeki karşı tarafla: işlemin gerçekleşmesi için gereken ölçüde (ör. alıcı adı ve banka hesap bilgileri).
- Kamu kurum ve kuruluşları ile adli makamlarla: mevzuat veya resmî bir talep gerektirdiğinde.
- Birleşme veya devir hâlinde halefimizle: bu Politika'daki güvenceler korunarak.

## 5. Veri Güvenliği

Verileri aktarım sırasında şifreliyor, şifreleri ve oturum anahtarlarını yalnızca özet değer olarak saklıyor, çalışan erişimini en az yetki ilkesine göre sınırlıyor, işlemleri kayıt altına alıyor ve düzenli denetimler yapıyoruz. Hiçbir sistem mutlak güvenlik sağlayamayacağından hesap güvenliği kurallarına sizin de uymanızı rica ederiz.

## 6. Haklarınız

Mevzuatın tanıdığı ölçüde şu haklara sahipsiniz:

- verilerinize erişme ve bir kopyasını talep etme;
- eksik veya yanlış verilerin düzeltilmesini isteme;
- saklanması yasal olarak gerekmeyen verilerin silinmesini isteme;
- meşru menfaate dayalı işlemeye itiraz etme veya işlemenin kısıtlanmasını isteme;
- rızanızı geri alma ve veri koruma otoritesine şikâyette bulunma.

Bu hakları kullanmak için support@aurelix.example adresine yazabilirsiniz. Talebinizi yerine getirmeden önce kimliğinizi doğrulamamız gerekebilir.

## 7. Çerezler ve Yerel Depolama

Tarayıcıda ve uygulamada yalnızca zorunlu depolama teknolojilerini kullanırız: oturum anahtarı (girişinizin korunması için), seçtiğiniz arayüz dili ve fiyatların gösterileceği para birimi. Bu veriler reklam amacıyla kullanılmaz. Bunları temizlerseniz yeniden giriş yapmanız ve tercihlerinizi tekrar seçmeniz gerekir.

## 8. Yurt Dışına Veri Aktarımı

Sunucularımız ve hizmet sağlayıcılarımız yaşadığınız ülkenin dışında bulunabilir. Bu durumda, sözleşmeye dayalı veri koruma taahhütleri dahil olmak üzere mevzuatın öngördüğü güvenceleri uygularız.

## 9. Çocuklar

Platform 18 yaşından küçükler için değildir. Bu kişilere ait verileri bilerek toplamayız; böyle bir durum tespit edilirse, mevzuat aksini gerektirmedikçe hesap kapatılır ve veriler silinir.

## 10. Değişiklikler ve İletişim

Bu Politika'yı zaman zaman güncelleyebiliriz; önemli değişiklikleri Platform üzerinden duyururuz. Kişisel verilerinize ilişkin sorularınızı support@aurelix.example adresine iletebilirsiniz.`,
  },
  {
    type: 3,
    title: 'Yeni Başlayanlar Rehberi',
    content: `Bu rehber, kayıttan ilk işleminize ve para çekmeye kadar tüm adımları sırasıyla anlatır. Hepsi yaklaşık yarım saatinizi alır.

## 1. Adım: Kayıt Olun

"Kayıt Ol" düğmesine tıklayın ve e-posta adresi ya da cep telefonu numarasıyla kaydolmayı seçin. E-posta veya SMS ile gelen doğrulama kodunu girin ve güçlü bir giriş şifresi belirleyin. Bir arkadaşınızdan davet kodu aldıysanız ilgili alana şimdi girin; bu kod sonradan eklenemez.

## 2. Adım: Hesabınızı Koruyun

- "Güvenlik" bölümünden bir fon şifresi belirleyin. Bu şifre para çekme ve P2P işlemlerinde istenir ve giriş şifrenizden farklı olmalıdır.
- İki faktörlü kimlik doğrulamayı etkinleştirin.
- Aurelix adresini yer imlerinize ekleyin ve oltalama (phishing) sayfalarına düşmemek için yalnızca bu yer iminden giriş yapın.
- Şifrelerinizi ve kodlarınızı, kendini destek ekibi olarak tanıtan kişiler dahil hiç kimseyle paylaşmayın.

## 3. Adım: Kimliğinizi Doğrulayın

"Profil" → "Kimlik Doğrulama" bölümünde bilgilerinizi girin, kimlik belgenizin fotoğrafını ve bir özçekim yükleyin. İnceleme genellikle kısa sürer. Kimlik doğrulaması yapılmamış hesaplar 24 saatte en fazla 100 USDT karşılığı, doğrulanmış hesaplar ise 24 saatte 10.000 USDT karşılığına kadar para çekebilir.

## 4. Adım: Para Yatırın

"Varlıklar" → "Yatır" bölümüne gidin, coini ve ağı seçin. Aurelix'te seçtiğiniz ağ, gönderimi yaptığınız platformdaki ağla aynı olmalıdır; etiket (tag) veya memo isteniyorsa onu da mutlaka girin. Yanlış ağ seçimi varlıklarınızın kalıcı olarak kaybolmasına neden olabilir. Adresi kopyalayıp transferi başlatın; varlıklar gerekli blokzincir onaylarından sonra spot hesabınıza geçer. Henüz kriptonuz yoksa P2P bölümünden banka havalesiyle USDT satın alabilirsiniz: satıcının varlıkları, ödemenizi aldığını onaylayana kadar emanette tutulur. Ödemeyi yapın ve belirtilen süre içinde "Ödendi" düğmesine basın. Satın aldığınız USDT fiat hesabınıza geçer; buradan spot hesabınıza ücretsiz aktarabilirsiniz (bkz. 7. Adım).

## 5. Adım: İlk Spot İşleminiz

"İşlem" → "Spot" sayfasını açın ve örneğin BTC/USDT paritesini seçin.

- Limit emir: Fiyatı siz belirlersiniz. Emir, piyasa bu fiyata ulaştığında gerçekleşir; o zamana kadar emir defterinde bekler.
- Piyasa emri: Mevcut en iyi fiyatlardan hemen gerçekleşir. Hızlıdır, ancak gerçekleşen fiyat son fiyattan biraz farklı olabilir.

Miktarı veya tutarı girin, bilgileri kontrol edip onaylayın. Varsayılan işlem ücreti maker ve taker için %0,1'dir. Açık ve gerçekleşmiş emirlerinizi sayfanın alt kısmında görebilirsiniz. Alışmak için küçük bir tutarla başlamanızı öneririz.

## 6. Adım: Emir Defteri ve Grafiği Okuyun

Emir defterinde kırmızı satırlar satış emirlerini (ask), yeşil satırlar alış emirlerini (bid) gösterir. En iyi satış fiyatı ile en iyi alış fiyatı arasındaki farka makas (spread) denir. Mum grafiğinde her mum, seçilen zaman aralığındaki (bir dakikadan bir haftaya kadar) açılış, kapanış, en yüksek ve en düşük fiyatları gösterir; grafiğin altındaki çubuklar işlem hacmini yansıtır.

## 7. Adım: Hesaplar Arasında Transfer

Cüzdanınız spot, vadeli, saniye kontratı, fiat (P2P) ve ICO hesaplarından oluşur. Vadeli işlem yapmak veya bir ICO'ya katılmak için "Varlıklar" → "Transfer" bölümünden ilgili hesaba varlık aktarın. İç transferler ücretsizdir ve anında gerçekleşir. Kaldıraçlı vadeli işlemleri veya saniye kontratlarını denemeden önce kurallarını dikkatle okuyun: tasfiye veya kayıp durumunda tutarın tamamını kaybedebilirsiniz.

## 8. Adım: Para Çekin

"Varlıklar" → "Çek" bölümünü açın, coini ve ağı seçin, alıcı adresi yapıştırın ve alıcı platformun bu ağı desteklediğinden emin olun. Tutarı girin; işlemi fon şifreniz ve doğrulama koduyla onaylayın. Para çekme talepleri güvenlik incelemesinden geçtiği için bazen daha uzun sürebilir. Talebinizin durumunu varlık geçmişinden takip edebilirsiniz.

## Yardım Almak İçin

Sık sorulan sorulara Yardım Merkezi'nden ulaşabilirsiniz. Bir sorun yaşarsanız hesabınıza kayıtlı e-posta veya telefon numarasını ve gerekiyorsa işlem özetini (TxID) belirterek support@aurelix.example adresine yazın. Duyurular ve sohbet için Telegram, X, Discord, Reddit ve YouTube topluluklarımıza katılabilirsiniz.`,
  },
  {
    type: 4,
    title: 'Yasal Uyarı ve Risk Bildirimi',
    content: `Aurelix'i kullanmaya başlamadan önce lütfen bu bildirimi dikkatle okuyunuz. Platform'u kullanarak aşağıda açıklanan riskleri anladığınızı ve kabul ettiğinizi beyan etmiş olursunuz.

## 1. Risk Bildirimi

Dijital varlık işlemleri yüksek risk içerir ve herkes için uygun değildir.

- Fiyat oynaklığı: Dijital varlıkların fiyatları kısa sürede sert biçimde yükselebilir veya düşebilir; sıfıra kadar gerileyebilir.
- Kaldıraç: Vadeli işlemlerde kaldıraç yalnızca olası kârı değil zararı da büyütür. Pozisyonunuzun aleyhine küçük bir fiyat hareketi bile zorunlu tasfiyeye ve teminatınızın tamamının kaybına yol açabilir.
- Saniye kontratları: Süre kısa ve sabit olduğundan sonuç büyük ölçüde anlık fiyat dalgalanmalarına bağlıdır; kayıp durumunda tutarın tamamı kaybedilir.
- Likidite: Bazı dönemlerde işleminizi beklediğiniz fiyattan ya da hiç gerçekleştiremeyebilirsiniz.
- P2P işlemleri: İtibari para ödemesi Platform dışında yapıldığından ödeme hatası, havalenin geri çağrılması ve karşı tarafın kötü niyetli davranması riskleri vardır.
- ICO: Yeni projeler hayata geçemeyebilir, tokenleri likidite kazanamayabilir.
- Teknik riskler: Blokzincir ağlarındaki arızalar, aşırı yoğunluk, siber saldırılar ve yanlış ağ seçimi gibi kullanıcı hataları gecikmelere veya kayıplara neden olabilir.

Yatırdığınız paranın tamamını kaybedebilirsiniz. Yalnızca kaybetmeyi göze alabileceğiniz tutarlarla işlem yapınız.

## 2. Yatırım Tavsiyesi Değildir

Analizler, grafikler, haberler ve proje tanıtımları dahil Platform'daki tüm içerikler yalnızca bilgilendirme amaçlıdır; yatırım, finans, vergi veya hukuk danışmanlığı ya da herhangi bir varlığı alma veya satma teklifi niteliği taşımaz. İşlem kararlarınızı kendi sorumluluğunuzda verirsiniz; gerekirse bağımsız bir danışmana başvurunuz.

## 3. Yasal Statü

Aurelix bir banka değildir. Platform'da tutulan dijital varlıklar sigortalı değildir ve mevduat sigortası veya yatırımcı tazmin sistemlerinin kapsamına girmez. Dijital varlıklara ilişkin mevzuat ülkeden ülkeye farklılık gösterir ve değişebilir; bu durum bazı ürünlerin sunulmasını etkileyebilir. Bulunduğunuz ülkenin mevzuatına uymak ve vergi yükümlülüklerinizi yerine getirmek sizin sorumluluğunuzdadır.

## 4. Bölgesel Kısıtlamalar

Aurelix hizmetleri, kapsamlı yaptırımlara tabi ülkelerde bulunan kişilere veya bu hizmetlerin yasalarca yasaklandığı yerlerde sunulmaz. Vadeli işlemler veya saniye kontratları gibi bazı ürünler belirli bölgelerde kullanılamayabilir. Platform'daki hiçbir içerik, hukuka aykırı olacağı bir ülkede hizmet teklifi olarak yorumlanamaz.

## 5. Fikri Mülkiyet

Aurelix adı ve logosu, tasarım, metinler, yazılım kodu ve Platform'daki diğer tüm içerikler Aurelix'e veya lisans verenlerine aittir ve yasal koruma altındadır. Mevzuatın açıkça izin verdiği durumlar dışında, yazılı izin alınmadan kopyalanamaz, değiştirilemez, dağıtılamaz veya ticari amaçla kullanılamaz.

## 6. Üçüncü Taraf Bağlantıları

Platform, üçüncü kişilere ait web sitelerine, hizmetlere ve topluluklara bağlantılar içerebilir. Bu kaynaklar üzerinde denetimimiz yoktur; içeriklerinden, güvenliklerinden ve gizlilik uygulamalarından sorumlu değiliz. Bu bağlantıları kullanmanın riski size aittir.

## 7. Hizmetin Sürekliliği ve Ürün Değişiklikleri

Platform; bakım çalışmaları, güncellemeler, hizmet sağlayıcılardan kaynaklanan arızalar veya olağanüstü piyasa koşulları nedeniyle geçici olarak erişilemez olabilir. Belirli paritelerde işlemleri durdurma, önceden duyurarak bazı varlıkların desteğini sonlandırma ve izin verilen kaldıraç, saniye kontratı süreleri ve limitler dahil ürün parametrelerini değiştirme hakkımız saklıdır. Bu bildirim zaman zaman güncellenebilir; Platform'da yayımlanan güncel metin geçerlidir.

## 8. Bilgilerin Doğruluğu

Platform'daki bilgileri güncel tutmaya özen gösteririz; ancak eksiksiz ve hatasız olduklarını garanti etmeyiz. Fiyat verileri gecikmeli olabilir. Uyuşmazlık hâlinde Platform kayıtları ve Kullanıcı Sözleşmesi hükümleri esas alınır. Sorularınız için: support@aurelix.example.`,
  },
  {
    type: 5,
    title: 'Aurelix Hakkında',
    content: `Aurelix; anlaşılır bir arayüz, şeffaf kurallar ve güçlü varlık koruması bekleyen kullanıcılar için tasarlanmış bir dijital varlık alım satım platformudur.

## Misyonumuz

Dijital varlıkları, kriptoyla ilk kez tanışanlardan profesyonel yatırımcılara kadar herkes için erişilebilir kılmak istiyoruz. Bu nedenle ürünlerimizi sade bir dille anlatıyor, riskleri açıkça belirtiyor, ücret ve limitleri önceden yayımlıyoruz.

## Neler Sunuyoruz?

- Başlıca dijital varlıklarda, maker ve taker için varsayılan %0,1 ücretle spot işlemler.
- Deneyimli yatırımcılar için kaldıraçlı USDS-M sürekli vadeli işlemler.
- Sabit süreli ve otomatik sonuçlanan saniye kontratları.
- P2P işlemler: emanet (escrow) güvencesiyle, banka havalesi üzerinden kripto alım satımı.
- ICO aboneliği ile yeni projelerin token satışlarına katılım.
- Spot, vadeli, saniye kontratı, fiat ve ICO hesapları arasında ücretsiz ve anında transfer imkânı sunan çok hesaplı cüzdan.

Aurelix'i tarayıcıdan ve Android ile iOS mobil uygulamalarından kullanabilirsiniz.

## Güvenlik Yaklaşımımız

- Soğuk cüzdan: Kullanıcı varlıklarının büyük bölümü çevrimdışı cüzdanlarda saklanır; sıcak cüzdanlarda yalnızca günlük çekimler için gereken miktar bulunur.
- Denetlenebilir muhasebe: Her bakiye değişikliği çift taraflı kayıt ilkesine göre deftere işlenir; defter düzenli olarak mutabakattan ve denetimden geçer.
- Hesap koruması: İki faktörlü kimlik doğrulama, ayrı fon şifresi, şifrelerin yalnızca özet değer olarak saklanması ve para çekme taleplerinin incelenmesi.
- Uyum: Kimlik doğrulama ve para çekme limitleri — doğrulama olmadan 24 saatte 100 USDT, doğrulamadan sonra 24 saatte 10.000 USDT.

## Dünya Genelinde Kullanıcılar İçin

Aurelix 10 dilde kullanılabilir: İngilizce, Japonca, Korece, Geleneksel Çince, Basitleştirilmiş Çince, Rusça, Türkçe, Fransızca, İspanyolca ve Almanca. Fiyatları 8 para biriminden biriyle görüntüleyebilirsiniz: USD, JPY, KRW, HKD, RUB, EUR, GBP ve TRY.

## Şeffaf Koşullar

Spot işlemlerde standart ücret maker ve taker için %0,1'dir. Kendi hesaplarınız arasındaki transferler ücretsizdir; para çekmedeki ağ ücreti ise işlemi onaylamadan önce gösterilir. Para çekme limitleri, ürün kuralları ve her coin için desteklenen ağlar Platform'da yayımlanır; böylece bir işleme hangi koşullarla girdiğinizi önceden bilirsiniz.

## Sorumlu İşlem

Kaldıraçlı vadeli işlemler ve saniye kontratları, yatırılan tutarın tamamının kısa sürede kaybedilmesine yol açabilir. Bu nedenle her ürünün kuralları ve risk uyarıları Platform'da yayımlanır; yeni başlayanlara ise spot işlemlerle ve küçük tutarlarla başlamalarını öneririz. Yeni Başlayanlar Rehberi ve Yardım Merkezi temel konuları öğrenmenize yardımcı olur.

## İlkelerimiz

Kurallarımızı, ücretlerimizi ve değişiklikleri açıkça duyurur, planlı bakım çalışmalarını önceden bildirir ve her talebi dikkatle inceleriz. Yatırım tavsiyesi vermeyiz; amacımız bilinçli kararlar verebilmeniz için güvenilir araçlar ve anlaşılır bilgiler sunmaktır.

## Bize Ulaşın

Destek ekibimiz: support@aurelix.example. Duyurular, haberler ve ekibimizle ya da diğer kullanıcılarla sohbet için Telegram, X, Discord, Reddit ve YouTube topluluklarımıza katılabilirsiniz. Resmî kanallarımızın bağlantıları Platform'da yayımlanır; Aurelix adını kullanan sahte hesaplara karşı dikkatli olunuz.`,
  },
];

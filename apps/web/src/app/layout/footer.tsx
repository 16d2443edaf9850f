import { useState } from 'react';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Locale } from '@aurelix/shared/locales';
import { BrandLogo } from '../../components/ui/brand-logo';
import { changeLocale } from '../../i18n/i18n';
import { useLocale } from '../../i18n/use-locale';
import { useBrand } from '../../lib/brand';
import { CommunityLinks } from '../../features/platform/components/community-links';
import { NOTE, type NoteType } from '../../features/platform/api/get-plat-note';
import { useLanguageOptions } from './preference-menus';
import { MAIN_LINKS } from './nav-items';
import { DownloadPopover, Note } from './shell-parts';
import styles from './footer.module.css';


/** SPEC 2's footer: downloads, help, guide, legal, about, agreement and privacy popups, communities, language. */
export function Footer() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { locale } = useLocale();
  const languages = useLanguageOptions();
  const [note, setNote] = useState<{ type: NoteType; title: string } | null>(null);
  const [noteUsed, setNoteUsed] = useState(false);
  const openNote = (type: NoteType, title: string) => {
    setNoteUsed(true);
    setNote({ type, title });
  };

  const noteButton = (type: NoteType, label: string, testId?: string) => (
    <button
      type="button"
      className={styles.linkButton}
      onClick={() => openNote(type, label)}
      data-testid={testId}
    >
      {label}
    </button>
  );

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <Link to="/home" className={styles.brand} aria-label={t('aria.home', { brand: brand.name })}>
            <BrandLogo size={28} />
            <span>{brand.name}</span>
          </Link>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <CommunityLinks />
          {/* The browser's own select: no JavaScript to download for it (issue 15), and phones show their native picker. */}
          <label className={styles.language}>
            <GlobalOutlined aria-hidden className={styles.languageIcon} />
            <span className="visually-hidden">{t('footer.language')}</span>
            <select
              value={locale}
              onChange={(event) => void changeLocale(event.target.value as Locale)}
              data-testid="footer-language"
            >
              {languages.map((l) => (
                <option key={l.lang} value={l.lang} lang={l.lang.replace('_', '-')}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
        </div>

        <nav className={styles.column} aria-labelledby="footer-products">
          <h2 id="footer-products">{t('footer.products')}</h2>
          <ul>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className={styles.column} aria-labelledby="footer-support">
          <h2 id="footer-support">{t('footer.support')}</h2>
          <ul>
            <li>
              <Link to="/user/helpcenter">{t('footer.helpCenter')}</Link>
            </li>
            <li>{noteButton(NOTE.guide, t('footer.guide'))}</li>
            <li>
              <DownloadPopover placement="top">
                <button type="button" className={styles.linkButton}>
                  {t('footer.downloadApp')}
                </button>
              </DownloadPopover>
            </li>
          </ul>
        </nav>

        <nav className={styles.column} aria-labelledby="footer-about">
          <h2 id="footer-about">{t('footer.about')}</h2>
          <ul>
            <li>{noteButton(NOTE.about, t('footer.aboutUs'))}</li>
            <li>{noteButton(NOTE.legal, t('footer.legal'))}</li>
            <li>{noteButton(NOTE.agreement, t('footer.agreement'), 'footer-agreement')}</li>
            <li>{noteButton(NOTE.privacy, t('footer.privacy'), 'footer-privacy')}</li>
          </ul>
        </nav>
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <span>{t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}</span>
          <span className={styles.risk}>{t('footer.risk')}</span>
        </div>
      </div>

      {/* The documents' dialog (antd Modal) is drawn when a document is first opened. */}
      {noteUsed && <Note type={note?.type ?? null} fallbackTitle={note?.title} onClose={() => setNote(null)} />}
    </footer>
  );
}

import type { ReactNode } from 'react';
import { SafetyCertificateOutlined, ThunderboltOutlined, CustomerServiceOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './highlights.module.css';

/** Three short reasons to trade here. */
export function Highlights() {
  const { t } = useTranslation();
  const items: { icon: ReactNode; title: string; text: string }[] = [
    {
      icon: <SafetyCertificateOutlined aria-hidden />,
      title: t('home.features.securityTitle'),
      text: t('home.features.securityText'),
    },
    {
      icon: <ThunderboltOutlined aria-hidden />,
      title: t('home.features.liquidityTitle'),
      text: t('home.features.liquidityText'),
    },
    {
      icon: <CustomerServiceOutlined aria-hidden />,
      title: t('home.features.supportTitle'),
      text: t('home.features.supportText'),
    },
  ];
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <span className={styles.icon} aria-hidden="true">
            {item.icon}
          </span>
          <div>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

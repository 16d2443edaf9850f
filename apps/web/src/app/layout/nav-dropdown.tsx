import { Dropdown, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NavGroup } from './nav-items';
import styles from './header.module.css';

/** A header dropdown (wallet, orders) listing grouped routes. */
export function NavDropdown({
  label,
  icon,
  groups,
}: {
  label: string;
  icon?: ReactNode;
  groups: NavGroup[];
}) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = groups.map((group) => ({
    type: 'group',
    key: group.label,
    label: t(group.label),
    children: group.items.map((item) => ({ key: item.to, label: <Link to={item.to}>{t(item.label)}</Link> })),
  }));
  return (
    <Dropdown
      trigger={['hover', 'click']}
      placement="bottomRight"
      menu={{ items, className: styles.groupMenu }}
    >
      <button type="button" className={styles.textButton} aria-haspopup="menu">
        {icon}
        <span>{label}</span>
        <DownOutlined className={styles.caret} aria-hidden />
      </button>
    </Dropdown>
  );
}

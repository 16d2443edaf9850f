import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button-link.module.css';

interface ButtonLinkProps extends Omit<LinkProps, 'className'> {
  variant?: 'primary' | 'default' | 'text';
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  children: ReactNode;
}

/** A router link that looks like a button (a <button> inside an <a> would be invalid HTML). */
export function ButtonLink({
  variant = 'default',
  size = 'middle',
  block,
  children,
  ...rest
}: ButtonLinkProps) {
  const className = [styles.button, styles[variant], styles[size], block ? styles.block : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Link className={className} {...rest}>
      {children}
    </Link>
  );
}

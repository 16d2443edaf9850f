import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { CheckOutlined } from '@ant-design/icons';
import styles from './menu-button.module.css';

export interface MenuButtonItem<K extends string> {
  key: K;
  label: ReactNode;
}

interface MenuButtonProps<K extends string> {
  /** Accessible name of the trigger. */
  label: string;
  trigger: ReactNode;
  triggerClassName?: string;
  /** data-testid of the trigger; the open menu gets `${testId}-list`. */
  testId?: string;
  items: MenuButtonItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

/**
 * A button that opens a single-choice menu (language, pricing currency). No popup library: it opens
 * and closes synchronously, closes on outside press, Escape or a choice, and moves focus with the
 * arrow keys (WAI-ARIA menu button pattern). The menu is portalled to <body> so no parent's overflow
 * or stacking context clips it.
 */
export function MenuButton<K extends string>({
  label,
  trigger,
  triggerClassName,
  testId,
  items,
  selected,
  onSelect,
}: MenuButtonProps<K>) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<CSSProperties>({});
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const rect = buttonRef.current?.getBoundingClientRect();
      if (rect) setPosition({ top: rect.bottom + 6, right: Math.max(8, window.innerWidth - rect.right) });
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    const current = menuRef.current?.querySelector<HTMLButtonElement>('[aria-checked="true"]');
    (current ?? menuRef.current?.querySelector<HTMLButtonElement>('[role="menuitemradio"]'))?.focus();
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const options = [
      ...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitemradio"]') ?? []),
    ];
    const index = options.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => options[(to + options.length) % options.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(options.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid={testId}
        onClick={() => setOpen((v) => !v)}
      >
        {trigger}
      </button>
      {open &&
        createPortal(
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={label}
            data-testid={testId ? `${testId}-list` : undefined}
            className={styles.menu}
            style={position}
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item) => (
              <button
                key={item.key}
                type="button"
                role="menuitemradio"
                aria-checked={item.key === selected}
                className={item.key === selected ? `${styles.item} ${styles.selected}` : styles.item}
                onClick={() => {
                  close(true);
                  onSelect(item.key);
                }}
              >
                <span className={styles.label}>{item.label}</span>
                {item.key === selected && <CheckOutlined className={styles.check} aria-hidden="true" />}
              </button>
            ))}
          </div>,
          document.body,
        )}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import Decimal from 'decimal.js';
import styles from './market-trends.module.css';

/** A last-price cell that flashes green or red for a moment when the price moves. */
export function PriceCell({ value, text }: { value: string | undefined; text: string }) {
  const previous = useRef(value);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (!before || !value || before === value) return;
    let direction: 'up' | 'down';
    try {
      direction = new Decimal(value).gt(before) ? 'up' : 'down';
    } catch {
      return;
    }
    setFlash(direction);
    const timer = window.setTimeout(() => setFlash(null), 700);
    return () => window.clearTimeout(timer);
  }, [value]);

  const className = flash === 'up' ? styles.flashUp : flash === 'down' ? styles.flashDown : undefined;
  return <span className={className}>{text}</span>;
}

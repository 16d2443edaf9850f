import { useEffect, useId, useState } from 'react';
import { CameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@aurelix/shared/schemas/identity';
import type { ErrorKey } from '@aurelix/shared/errors';
import styles from './identity.module.css';

/** A first look at a chosen file; the server decides by content, this only spares a pointless upload. */
export function checkPhoto(file: File): ErrorKey | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'IDENTITY_PHOTO_NOT_IMAGE';
  if (file.size > PHOTO_MAX_BYTES) return 'IDENTITY_PHOTO_TOO_LARGE';
  return null;
}

interface Props {
  side: 'front' | 'back';
  value?: File | null;
  onChange?: (file: File | null) => void;
  invalid?: boolean;
}

/** One ID photo: a keyboard-reachable file input with a preview of the chosen image. */
export function PhotoPicker({ side, value, onChange, invalid }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  // Only an image of an accepted type and size is previewed: anything else would be a broken picture,
  // and the form's rule names the problem under the field instead.
  useEffect(() => {
    if (!value || checkPhoto(value)) return setPreview(null);
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  return (
    <label
      htmlFor={id}
      className={`${styles.picker} ${invalid ? styles.pickerInvalid : ''}`}
      data-testid={`identity-${side}-picker`}
    >
      <input
        id={id}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        className={styles.fileInput}
        data-testid={`identity-${side}-input`}
        onChange={(e) => {
          onChange?.(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
      {preview ? (
        <img
          src={preview}
          alt={t(`identity.${side}`)}
          className={styles.preview}
          onError={() => setPreview(null)}
          data-testid={`identity-${side}-preview`}
        />
      ) : (
        <span className={styles.pickerEmpty}>
          <CameraOutlined aria-hidden className={styles.pickerIcon} />
          <span>{t('identity.choosePhoto')}</span>
        </span>
      )}
      <span className={styles.pickerCaption}>
        {t(`identity.${side}`)}
        {preview && <span className={styles.pickerChange}>{t('identity.changePhoto')}</span>}
      </span>
    </label>
  );
}

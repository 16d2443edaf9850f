import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styles from './visitor-actions.module.css';

interface VisitorActionsProps {
  /** Keeps what the visitor typed before leaving for the login or sign-up screen. */
  keepDraft: () => void;
  testId: string;
}

/**
 * A visitor's submit buttons on a trading form: "Log in" and "Sign up". Both keep what was typed
 * and come back to this screen afterwards (login and registration follow `state.from`).
 */
export function VisitorActions({ keepDraft, testId }: VisitorActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const go = (to: '/login' | '/reg') => {
    keepDraft();
    navigate(to, { state: { from: location.pathname + location.search } });
  };
  return (
    <div className={styles.actions} data-testid={testId}>
      <Button type="primary" size="large" block onClick={() => go('/login')} data-testid={`${testId}-login`}>
        {t('nav.login')}
      </Button>
      <Button size="large" block onClick={() => go('/reg')} data-testid={`${testId}-register`}>
        {t('nav.register')}
      </Button>
    </div>
  );
}

/** Asked when a visitor acts on a trading form (a setting, a side): log in or sign up first. */
export function VisitorPrompt({
  open,
  text,
  keepDraft,
  onClose,
}: {
  open: boolean;
  text: string;
  keepDraft: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('nav.login')}
      footer={null}
      onCancel={onClose}
      centered
      destroyOnHidden
      width={380}
    >
      <p className={styles.text} data-testid="visitor-prompt">
        {text}
      </p>
      <VisitorActions keepDraft={keepDraft} testId="visitor-prompt-actions" />
    </Modal>
  );
}

import { Form, Input } from 'antd';
import { newPassword } from '@aurelix/shared/schemas/auth';
import { confirmRule, differsRule, schemaRule } from '../utils/validation';

/** A new password and its repeat; `differFrom` names a field it must not equal (the fund password). */
export function PasswordPair({
  name,
  label,
  confirmLabel,
  placeholder,
  confirmPlaceholder,
  extra,
  differFrom,
}: {
  name: string;
  label: string;
  confirmLabel: string;
  placeholder: string;
  confirmPlaceholder: string;
  extra?: string;
  differFrom?: string;
}) {
  const rules = [schemaRule(newPassword, 'PASSWORD_WEAK')];
  if (differFrom) rules.push(differsRule(differFrom));
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        extra={extra}
        rules={rules}
        dependencies={differFrom ? [differFrom] : undefined}
      >
        <Input.Password
          placeholder={placeholder}
          autoComplete="new-password"
          size="large"
          data-testid={`${name}-input`}
        />
      </Form.Item>
      <Form.Item name={`${name}_confirm`} label={confirmLabel} dependencies={[name]} rules={[confirmRule(name)]}>
        <Input.Password
          placeholder={confirmPlaceholder}
          autoComplete="new-password"
          size="large"
          data-testid={`${name}_confirm-input`}
        />
      </Form.Item>
    </>
  );
}

import type { IdentityFields } from '@aurelix/shared/schemas/identity';
import { postForm } from './post-form';

/** POST /api/identity/submit (multipart): the three fields and both photos; resolves with the success message. */
export async function submitIdentity(fields: IdentityFields, front: File, back: File): Promise<string> {
  const form = new FormData();
  form.set('real_name', fields.real_name);
  form.set('id_number', fields.id_number);
  form.set('country', fields.country);
  form.set('front', front, front.name);
  form.set('back', back, back.name);
  return (await postForm('/api/identity/submit', form)).msg;
}

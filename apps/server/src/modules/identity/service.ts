import { NAME_STATUS, type IdentityApplication, type IdentityFields, type IdentityReviewPage, type IdentityStatus } from '@aurelix/shared/schemas/identity';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isAdmin } from '../admin/roles';
import type { NoticeService } from '../notices/service';
import type { PlatformService } from '../platform/service';
import type { SessionUser } from '../session/service';
import type { Clock } from '../../lib/clock';
import { reencodePhoto } from './photos';
import { createIdentityRepository, type ApplicationRow } from './repository';
import { maskIdNumber, nextStatus, type IdentityEvent } from './status-machine';

export interface IdentityDeps {
  platform: PlatformService;
  notices: NoticeService;
  clock: Clock;
}

const photoUrl = (id: number) => `/api/identity/photo/${id}`;

/** An application as the API shows it; the owner and admins see the ID number masked, admins in full. */
function toApplication(row: ApplicationRow, fullIdNumber: boolean): IdentityApplication {
  return {
    id: row.id,
    real_name: row.realName,
    id_number: fullIdNumber ? row.idNumber : maskIdNumber(row.idNumber),
    country: row.country,
    status: row.status,
    reason: row.reason,
    front_photo: photoUrl(row.frontPhotoId),
    back_photo: photoUrl(row.backPhotoId),
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

/** Identity verification (issue 3 item 6): submission, status, limits and the admin review. */
export function createIdentityService(db: Db, deps: IdentityDeps) {
  const repo = createIdentityRepository(db);

  async function refuseUnless(current: number | undefined, event: IdentityEvent) {
    const move = nextStatus(current ?? NAME_STATUS.NONE, event);
    if (!move.ok) throw new AppError(move.error);
    return move.to;
  }

  async function review(admin: SessionUser, id: number, event: 'approve' | 'reject', reason = '') {
    const reviewed = await db.transaction(async (tx) => {
      const txRepo = createIdentityRepository(tx);
      const application = await txRepo.byId(id);
      if (!application) throw new AppError('IDENTITY_NOT_FOUND');
      const to = await refuseUnless(application.status, event);
      const moved = await txRepo.review(id, NAME_STATUS.PENDING, to, { reason, reviewedBy: admin.id, reviewedAt: deps.clock.now() });
      if (!moved) throw new AppError('IDENTITY_NOT_PENDING');
      await txRepo.setNameStatus(moved.userId, [NAME_STATUS.PENDING], to);
      return moved;
    });
    if (event === 'approve') await deps.notices.notify(reviewed.userId, 'identity_approved');
    else await deps.notices.notify(reviewed.userId, 'identity_rejected', { reason });
  }

  return {
    /**
     * 1 -> 2 or 4 -> 2. The photos are checked and re-encoded before anything is written; the status
     * moves only from 1 or 4 in SQL, so two racing submissions store one application.
     */
    async submit(user: SessionUser, fields: IdentityFields, photos: { front: Buffer; back: Buffer }) {
      await refuseUnless(await repo.nameStatus(user.id), 'submit');
      const front = await reencodePhoto(photos.front);
      const back = await reencodePhoto(photos.back);
      await db.transaction(async (tx) => {
        const txRepo = createIdentityRepository(tx);
        const moved = await txRepo.setNameStatus(user.id, [NAME_STATUS.NONE, NAME_STATUS.REJECTED], NAME_STATUS.PENDING);
        if (!moved) await refuseUnless(await txRepo.nameStatus(user.id), 'submit');
        const frontPhotoId = await txRepo.insertPhoto(user.id, front.mime, front.data);
        const backPhotoId = await txRepo.insertPhoto(user.id, back.mime, back.data);
        await txRepo.insertApplication({
          userId: user.id,
          realName: fields.real_name,
          idNumber: fields.id_number,
          country: fields.country,
          frontPhotoId,
          backPhotoId,
        });
      });
    },

    /** /user/identity and /user/identityRight: status, latest application and the limits that apply. */
    async status(userId: number): Promise<IdentityStatus> {
      const [nameStatus, latest, platConfig] = await Promise.all([
        repo.nameStatus(userId),
        repo.latestOf(userId),
        deps.platform.platConfig(),
      ]);
      const checks = platConfig.config.name_check;
      const verified = nameStatus === NAME_STATUS.APPROVED;
      return {
        name_status: nameStatus ?? NAME_STATUS.NONE,
        application: latest ? toApplication(latest, false) : null,
        limits: {
          draw_24h: verified ? checks.draw_check : checks.draw_uncheck,
          trust_single: verified ? checks.trust_single : checks.trust_uncheck,
          trust_total: verified ? checks.trust_total : checks.trust_uncheck,
          futures: verified,
        },
      };
    },

    /** A stored photo for its owner or an admin; anyone else gets the same answer as for a missing one. */
    async photo(viewer: SessionUser, id: number) {
      const row = await repo.photo(id);
      if (!row || (row.userId !== viewer.id && !isAdmin(viewer))) throw new AppError('IDENTITY_NOT_FOUND');
      return row;
    },

    async reviewPage(status: number, page: number, limit: number): Promise<IdentityReviewPage> {
      const [rows, total] = await Promise.all([repo.page(status, (page - 1) * limit, limit), repo.countWithStatus(status)]);
      return {
        list: rows.map((r) => ({ ...toApplication(r.application, true), user_id: r.application.userId, account: r.account })),
        total,
        page,
        limit,
      };
    },

    approve: (admin: SessionUser, id: number) => review(admin, id, 'approve'),
    reject: (admin: SessionUser, id: number, reason: string) => review(admin, id, 'reject', reason),
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;

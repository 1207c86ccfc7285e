import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Gender, Profile } from '@yoga/contract';
import { NICKNAME_MAX, NICKNAME_MIN, nicknameProblem } from '@yoga/contract/codes';
import { businessDay, formatDay, formatPhone } from '@yoga/format';
import {
  ActionBar,
  cx,
  Field,
  FieldError,
  PageShell,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  pickDate,
  QueryState,
  showToast,
  SignInGate,
  uploadPhoto,
  useSubApp,
} from '@yoga/ui';
import { useProfile, useSaveProfile } from './api/profile';
import { AvatarCropper } from './avatar-cropper';
import s from './account.module.css';

interface Draft {
  nickname: string;
  gender: Gender;
  birthday: string | null;
  avatarId: string | null;
  avatarUrl: string | null;
}

const draftOf = (p: Profile): Draft => ({
  nickname: p.nickname,
  gender: p.gender,
  birthday: p.birthday,
  avatarId: p.avatarId,
  avatarUrl: p.avatarUrl,
});
const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const serverMsg = (e: unknown) => {
  const m = (e as { serverMsg?: unknown } | null)?.serverMsg;
  return typeof m === 'string' && m ? m : null;
};

/** My profile: avatar (cropped on the device, uploaded with progress), nickname, masked phone, gender, birthday. */
export default function UserInfoScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  return (
    <SignInGate why={<Trans>登录后编辑个人资料</Trans>}>
      <PageShell>
        <ProfileLoader subId={sub.id} errorMessage={t`个人资料加载失败，请重试`} />
      </PageShell>
    </SignInGate>
  );
}

function ProfileLoader({
  subId,
  errorMessage,
}: {
  subId: ReturnType<typeof useSubApp>['id'];
  errorMessage: string;
}) {
  const profile = useProfile(subId);
  return (
    <QueryState query={profile} skeleton={{ shape: 'detail', lines: 5 }} errorMessage={errorMessage}>
      {(p) => <ProfileForm profile={p} />}
    </QueryState>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const save = useSaveProfile(sub.id);
  // The form is the user's until saved: a refusal or a failed upload never resets what was typed.
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [tried, setTried] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [upload, setUpload] = useState<{ progress: number; error: string | null } | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => void (picked && URL.revokeObjectURL(picked)), [picked]);

  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (save.error) save.reset();
  };

  const nickname = draft.nickname.trim();
  const problem = nicknameProblem(nickname);
  const nicknameError =
    !tried || !problem
      ? null
      : problem === 'characters'
        ? t`昵称只能包含文字、数字、下划线（_）和连字符（-）`
        : t`昵称需为 ${NICKNAME_MIN}–${NICKNAME_MAX} 个字`;

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const mb = PHOTO_MAX_BYTES / 1024 / 1024;
    if (!PHOTO_TYPES.includes(file.type)) return setPickError(t`请选择 JPG、PNG 或 WebP 图片`);
    if (file.size > PHOTO_MAX_BYTES) return setPickError(t`图片超过 ${mb} MB，请换一张`);
    setPickError(null);
    setPicked(URL.createObjectURL(file));
  };

  const cropped = (file: File) => {
    setPicked(null);
    abort.current?.abort();
    const a = new AbortController();
    abort.current = a;
    setUpload({ progress: 0, error: null });
    uploadPhoto(sub.id, file, (progress) => setUpload({ progress, error: null }), a.signal)
      .then((up) => {
        set({ avatarId: up.id, avatarUrl: up.url });
        setUpload(null);
      })
      .catch((e: unknown) => {
        if (!a.signal.aborted) setUpload({ progress: 0, error: serverMsg(e) ?? t`头像上传失败，请重试` });
      });
  };

  const chooseBirthday = async () => {
    const today = new Date(`${businessDay()}T00:00:00`);
    const day = await pickDate({
      title: t`选择生日`,
      confirmText: t`确定`,
      cancelText: t`取消`,
      min: new Date(1900, 0, 1),
      max: today,
      value: draft.birthday ? new Date(`${draft.birthday}T00:00:00`) : new Date(1995, 0, 1),
    });
    if (day) set({ birthday: ymd(day) });
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    if (problem || save.isPending || upload) return;
    save.mutate(
      { nickname, avatarId: draft.avatarId, gender: draft.gender, birthday: draft.birthday },
      { onSuccess: () => void showToast(t`已保存`) },
    );
  };

  if (picked) return <AvatarCropper src={picked} onDone={cropped} onCancel={() => setPicked(null)} />;

  const genders: { value: Gender; label: string }[] = [
    { value: 'female', label: t`女` },
    { value: 'male', label: t`男` },
    { value: 'unknown', label: t`保密` },
  ];
  const uploading = upload !== null && upload.error === null;
  return (
    <form onSubmit={submit} noValidate data-testid="profile-form">
      <section className="y-section">
        <div className="y-row y-gap-4 y-wrap">
          {draft.avatarUrl ? (
            <img
              className={cx('y-fixed y-tint', s.avatarImg)}
              src={draft.avatarUrl}
              alt={t`我的头像`}
              data-testid="avatar"
            />
          ) : (
            <span
              className={cx('y-fixed y-tint', s.avatarImg)}
              role="img"
              aria-label={t`默认头像`}
              data-testid="avatar"
            />
          )}
          <button
            type="button"
            className="y-btn y-btn-ghost"
            onClick={() => fileInput.current?.click()}
            disabled={uploading}
          >
            <Trans>更换头像</Trans>
          </button>
          <input
            ref={fileInput}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            hidden
            aria-label={t`选择头像图片`}
            data-testid="avatar-file"
            onChange={(e) => choose(e.target.files)}
          />
        </div>
        {uploading && (
          <label className="y-col y-gap-2">
            <span className="y-sm y-muted">
              <Trans>上传中 {Math.round(upload.progress * 100)}%</Trans>
            </span>
            <progress max={1} value={upload.progress} />
          </label>
        )}
        {(pickError ?? upload?.error) && <FieldError>{pickError ?? upload?.error}</FieldError>}
      </section>

      <Field
        label={<Trans>昵称</Trans>}
        error={nicknameError}
        hint={
          <Trans>
            {NICKNAME_MIN}–{NICKNAME_MAX} 个字：文字、数字、下划线或连字符（{[...nickname].length}/
            {NICKNAME_MAX}）
          </Trans>
        }
      >
        {(control) => (
          <input
            {...control}
            value={draft.nickname}
            onChange={(e) => set({ nickname: e.target.value })}
            onBlur={() => setTried(true)}
            maxLength={64}
          />
        )}
      </Field>

      <ul className="y-list">
        <li>
          <span className="y-k">
            <Trans>手机号</Trans>
          </span>
          <span className="y-v" data-testid="phone">
            {formatPhone(profile.areaCode, profile.phoneMasked)}
          </span>
        </li>
        <li>
          <span className="y-k">
            <Trans>生日</Trans>
          </span>
          <button
            type="button"
            className="y-pill"
            onClick={() => void chooseBirthday()}
            data-testid="birthday"
          >
            {draft.birthday ? formatDay(draft.birthday, { year: 'always' }) : <Trans>未填写</Trans>}
          </button>
        </li>
      </ul>

      <fieldset className={cx('y-choices y-m0', s.choices)}>
        <legend className="y-plain y-mb-2 y-lg y-bold">
          <Trans>性别</Trans>
        </legend>
        {genders.map((g) => (
          <label key={g.value} className={cx('y-row y-gap-2', s.choice)}>
            <input
              type="radio"
              name="gender"
              value={g.value}
              checked={draft.gender === g.value}
              onChange={() => set({ gender: g.value })}
            />
            {g.label}
          </label>
        ))}
      </fieldset>

      {save.error && <FieldError>{serverMsg(save.error) ?? t`保存失败，请重试`}</FieldError>}
      <ActionBar>
        <button type="submit" className="y-btn" disabled={save.isPending || uploading}>
          {save.isPending ? <Trans>保存中…</Trans> : <Trans>保存</Trans>}
        </button>
      </ActionBar>
    </form>
  );
}

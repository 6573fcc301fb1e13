import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import type { Settings } from '../../../../domain/api-settings';
import { de } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { onDemand } from '../../../lib/on-demand';
import { reloadHint } from '../../../lib/reload-hint';
import { sessionQuery } from '../../../lib/session';
import type { UploadTask } from '../../../lib/storage-client';
import { toast } from '../../../stores/toast-store';
import { useSaveSetting } from '../api/save-setting';
import { accountRole } from '../lib/account-role';
import { Avatar } from './avatar';

// The formats and the size the server's storage accepts; checked here too so nobody waits for an
// upload that can only be refused.
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
const MAX_BYTES = 5 * 1024 * 1024;
const WRONG_TYPE = de.settings.avatar.wrongType;
const TOO_LARGE = de.settings.avatar.tooLarge;

// The upload client (with its retries) comes when the user goes for the button, not with the screen.
const storage = onDemand(() => import('../../../lib/storage-client'));
const prefetchStorage = () => void storage.load().catch(() => {});

interface Upload {
  preview: string;
  /** 0..1 */
  progress: number;
}

export function AvatarUpload({ settings }: { settings: Settings }) {
  const uid = useQuery(sessionQuery).data?.id;
  const inputRef = useRef<HTMLInputElement>(null);
  const taskRef = useRef<UploadTask | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const save = useSaveSetting();
  const hintId = useId();
  const problemId = useId();
  // Button takes no ref; the wrappers find the button inside.
  const pickRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLDivElement>(null);
  // The button the focus was on disappears when an upload starts or ends (or the picture goes);
  // the focus moves to its replacement instead of falling back to the top of the page.
  const [focusNext, setFocusNext] = useState<'pick' | 'cancel' | null>(null);

  useEffect(() => {
    if (!focusNext) return;
    (focusNext === 'pick' ? pickRef : cancelRef).current?.querySelector('button')?.focus();
    setFocusNext(null);
  }, [focusNext]);

  // A cancel (or leaving the screen) before the upload client has arrived.
  const cancelledEarly = useRef(false);

  // Leaving the screen ends a running upload rather than letting it finish unseen.
  useEffect(
    () => () => {
      cancelledEarly.current = true;
      taskRef.current?.cancel();
    },
    [],
  );

  function cancel() {
    if (taskRef.current) taskRef.current.cancel();
    else cancelledEarly.current = true;
  }

  async function start(file: File) {
    if (!uid) return;
    const path = `users/${uid}/avatar`;
    const preview = URL.createObjectURL(file);
    // The bar shows at once, also while the upload client is still on its way.
    setUpload({ preview, progress: 0 });
    setFocusNext('cancel');
    cancelledEarly.current = false;
    let client: typeof import('../../../lib/storage-client') | undefined;
    try {
      client = await storage.load();
      // Undefined when main.tsx reloads the page for a new version instead.
      if (!client) return;
      if (cancelledEarly.current) {
        toast.info(client.storageErrorMessage('canceled'));
        return;
      }
      const task = client.uploadFile(path, file, {
        onProgress: ({ bytesTransferred, totalBytes }) =>
          setUpload((u) => u && { ...u, progress: totalBytes ? bytesTransferred / totalBytes : 0 }),
      });
      taskRef.current = task;
      await task.promise;
      await save.mutateAsync({ name: 'setAvatar', input: { path } });
    } catch (err) {
      if (!client) {
        console.error('upload client failed to load', err);
        toast.error(de.generic.saveFailed, reloadHint());
      } else if (err instanceof client.StorageError) {
        if (err.code === 'canceled') toast.info(err.message);
        else toast.error(de.generic.saveFailed, err.message);
      }
      // Failures of setAvatar itself were reported by the mutation.
    } finally {
      taskRef.current = null;
      if (cancelRef.current?.contains(document.activeElement)) setFocusNext('pick');
      setUpload(null);
      URL.revokeObjectURL(preview);
    }
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after a failure still fires a change.
    event.target.value = '';
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setProblem(WRONG_TYPE);
      return;
    }
    if (file.size > MAX_BYTES) {
      setProblem(TOO_LARGE);
      return;
    }
    setProblem(null);
    void start(file);
  }

  async function remove() {
    setRemoving(true);
    try {
      await save.mutateAsync({
        name: 'removeAvatar',
        input: null,
        success: de.generic.deleted,
        failure: de.generic.deleteFailed,
      });
      setFocusNext('pick');
    } catch {
      // Reported by the mutation.
    } finally {
      setRemoving(false);
    }
  }

  const image = upload?.preview ?? settings.image;
  const percent = Math.round((upload?.progress ?? 0) * 100);

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <Avatar image={image} name={settings.name} size="lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <p className="font-medium">{de.settings.avatar.title}</p>
          <p id={hintId} className="text-sm text-muted">
            {de.settings.avatar.hint[accountRole(settings)]}
          </p>
        </div>
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          onChange={onPick}
          aria-label={de.settings.avatar.pick}
          tabIndex={-1}
          className="hidden"
        />
        {upload ? (
          <div className="flex flex-col gap-2">
            <div className="flex items-center justify-between gap-3 text-sm">
              <span>{de.settings.avatar.uploading}</span>
              <span className="font-semibold tabular-nums">{percent} %</span>
            </div>
            <ProgressBar
              label={de.settings.avatar.progress}
              value={upload.progress}
              valueText={`${percent} %`}
            />
            <div ref={cancelRef}>
              <Button variant="secondary" onClick={cancel}>
                {de.common.cancel}
              </Button>
            </div>
          </div>
        ) : (
          <div ref={pickRef} className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onPointerEnter={prefetchStorage}
              onFocus={prefetchStorage}
              onClick={() => {
                prefetchStorage();
                inputRef.current?.click();
              }}
              aria-describedby={[hintId, problem ? problemId : ''].join(' ').trim()}
              disabled={!uid || removing}
            >
              {settings.image ? de.settings.avatar.replace : de.settings.avatar.upload}
            </Button>
            {settings.image && (
              <Button variant="ghost" onClick={remove} busy={removing}>
                {de.settings.avatar.remove}
              </Button>
            )}
          </div>
        )}
        <p
          id={problemId}
          aria-live="polite"
          className="text-sm font-medium text-red-700 dark:text-red-300"
        >
          {problem}
        </p>
      </div>
    </div>
  );
}

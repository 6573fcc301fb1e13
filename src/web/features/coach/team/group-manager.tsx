import { type FormEvent, useId, useState } from 'react';
import { clientId } from '../../../../domain/client-id';
import { MAX_GROUP_NAME_LENGTH, MAX_GROUPS, type TeamGroup } from '../../../../domain/coach-team';
import { de } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { useDeleteGroup } from '../api/delete-group';
import { useSaveGroup } from '../api/save-group';
import { saveWithToast } from './save-feedback';

const t = de.coachTeam.groups;

/** A name for a new group (a fresh id) or a new name for one (its id); the limit shown as typed. */
function GroupNameForm({
  id,
  initial,
  label,
  submit,
  onDone,
  disabled,
}: {
  id: string;
  initial: string;
  label: string;
  submit: string;
  onDone(): void;
  disabled?: boolean;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveGroup();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(de.validation.required);
    if (trimmed.length > MAX_GROUP_NAME_LENGTH) {
      return setError(de.textLimit.tooLong(MAX_GROUP_NAME_LENGTH));
    }
    const failed = await saveWithToast(() => save.mutateAsync({ id, name: trimmed }));
    setError(failed ?? undefined);
    if (!failed) onDone();
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-2">
      <div className="min-w-0 grow basis-56">
        <TextField
          label={label}
          value={name}
          limit={MAX_GROUP_NAME_LENGTH}
          autoComplete="off"
          error={error}
          disabled={disabled}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <Button type="submit" className="mt-7" busy={save.isPending} disabled={disabled}>
        {submit}
      </Button>
    </form>
  );
}

/** The coach's groups: create, rename, delete, with the limit counted before it is reached. */
export function GroupManager({ groups }: { groups: readonly TeamGroup[] }) {
  const titleId = useId();
  // A new id after each creation, kept for retries of the same one.
  const [newId, setNewId] = useState(() => clientId());
  const [renaming, setRenaming] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<TeamGroup | null>(null);
  const remove = useDeleteGroup();
  const full = groups.length >= MAX_GROUPS;

  return (
    <section aria-labelledby={titleId} className="mt-10 rounded-2xl border border-line p-4 sm:p-6">
      <h2 id={titleId} className="text-lg font-bold">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.lead}</p>
      <p className="mt-2 text-sm font-medium" aria-live="polite">
        {t.count(groups.length, MAX_GROUPS)}
        {full && ` ${t.full(MAX_GROUPS)}`}
      </p>
      {groups.length === 0 ? (
        <p className="mt-3 text-muted">{t.none}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {groups.map((g) => (
            <li key={g.id} className="rounded-xl border border-line bg-card p-3">
              {renaming === g.id ? (
                <GroupNameForm
                  id={g.id}
                  initial={g.name}
                  label={t.renameLabel(g.name)}
                  submit={t.save}
                  onDone={() => setRenaming(null)}
                />
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium break-words">{g.name}</span>
                  <span className="flex gap-2">
                    <Button variant="secondary" onClick={() => setRenaming(g.id)}>
                      {t.rename}
                      <span className="sr-only">: {g.name}</span>
                    </Button>
                    <Button variant="secondary" onClick={() => setDoomed(g)}>
                      {t.remove}
                      <span className="sr-only">: {g.name}</span>
                    </Button>
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <GroupNameForm
          key={newId}
          id={newId}
          initial=""
          label={t.name}
          submit={t.create}
          disabled={full}
          onDone={() => setNewId(clientId())}
        />
      </div>
      <ConfirmDialog
        open={doomed !== null}
        title={doomed ? t.removeLabel(doomed.name) : ''}
        confirmLabel={t.remove}
        danger
        busy={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() => {
          const g = doomed;
          if (!g) return;
          void saveWithToast(() => remove.mutateAsync(g.id)).then(() => setDoomed(null));
        }}
      >
        {t.removeText}
      </ConfirmDialog>
    </section>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ProtocolEntry } from '../../../domain/api';
import { de } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { draftFromEntry, type EntryDraft, newDraft } from './entry-draft';
import { useEntryDraft } from './use-entry-draft';

/**
 * Starting a new entry or editing a saved one replaces the one draft. Unsaved work is never thrown
 * away silently: the athlete confirms first. Returns the actions and the dialog to render.
 */
export function useStartEntry() {
  const navigate = useNavigate();
  const { draft, setDraft } = useEntryDraft();
  const [pending, setPending] = useState<EntryDraft | null>(null);

  function begin(next: EntryDraft) {
    setDraft(next);
    navigate(paths.protocolContext);
  }

  function request(next: EntryDraft) {
    // Editing the entry that is already being edited just continues.
    if (draft?.mode === 'edit' && next.mode === 'edit' && draft.id === next.id) {
      navigate(paths.protocolContext);
      return;
    }
    if (draft?.dirty) setPending(next);
    else begin(next);
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={de.protocolScreens.draft.replaceTitle}
      confirmLabel={de.protocolScreens.draft.replaceConfirm}
      danger
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const next = pending;
        setPending(null);
        if (next) begin(next);
      }}
    >
      <p>{de.protocolScreens.draft.replaceText(draft?.title.trim() ?? '')}</p>
    </ConfirmDialog>
  );

  return {
    startNew: () => request(newDraft()),
    startEdit: (entry: ProtocolEntry) => request(draftFromEntry(entry)),
    dialog,
  };
}

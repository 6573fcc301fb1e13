import { useEffect, useState } from 'react';
import { de } from '../../domain/messages';
import { messageForError } from '../lib/callable';
import { useSendTestPush } from '../lib/endpoints/send-test-push';
import { useSubscribePush } from '../lib/endpoints/subscribe-push';
import { useUnsubscribePush } from '../lib/endpoints/unsubscribe-push';
import { type PushState, pushSupported, readPushState } from '../lib/push-device';
import { toast } from '../stores/toast-store';
import { SwitchField } from './switch-field';
import { Button } from './ui/button';

/** A note under the switch when push cannot be on: the browser says no, or it cannot at all. */
type Note = 'unsupported' | 'denied' | 'dismissed' | 'failed' | null;

/**
 * Push on this device, for athletes and coaches alike, apart from any form: it acts at once, since
 * the browser asks for permission on this click, and it belongs to the device rather than to the
 * account.
 */
export function PushDevice() {
  const [state, setState] = useState<PushState | 'reading'>(() =>
    pushSupported() ? 'reading' : 'unsupported',
  );
  const [note, setNote] = useState<Note>(null);
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();
  const sendTest = useSendTestPush();
  const text = de.settings.push;

  useEffect(() => {
    let current = true;
    readPushState()
      .catch((): PushState => 'off')
      .then((read) => {
        if (current) setState(read);
      });
    return () => {
      current = false;
    };
  }, []);

  async function turnOn() {
    setNote(null);
    // Asked only here, on the user's own click, as browsers expect.
    const permission = await Notification.requestPermission().catch(
      (): NotificationPermission => 'default',
    );
    if (permission !== 'granted') {
      if (permission === 'denied') setState('denied');
      setNote(permission === 'denied' ? 'denied' : 'dismissed');
      return;
    }
    try {
      await subscribe.mutateAsync();
      setState('on');
      toast.success(text.turnedOn);
    } catch {
      setNote('failed');
    }
  }

  async function turnOff() {
    setNote(null);
    await unsubscribe.mutateAsync();
    setState('off');
    toast.success(text.turnedOff);
  }

  async function test() {
    try {
      const { sent } = await sendTest.mutateAsync();
      if (sent > 0) toast.success(text.testSent);
      else toast.error(text.test, text.testNotDelivered);
    } catch (err) {
      toast.error(text.test, messageForError(err, text.testNotDelivered));
    }
  }

  const shown: Note =
    state === 'unsupported' ? 'unsupported' : state === 'denied' ? 'denied' : note;
  const busy = subscribe.isPending || unsubscribe.isPending;
  return (
    <div className="flex flex-col gap-3">
      <SwitchField
        label={text.label}
        description={text.description}
        checked={state === 'on'}
        disabled={state === 'unsupported' || state === 'denied' || state === 'reading' || busy}
        onChange={(on) => void (on ? turnOn() : turnOff())}
      />
      {shown && (
        <p role="status" className="rounded-lg border border-line bg-surface p-3 text-sm">
          {text[shown]}
        </p>
      )}
      {state === 'on' && (
        <div className="flex flex-col items-start gap-2">
          <p role="status" className="text-sm text-muted">
            {text.on}
          </p>
          <Button variant="secondary" busy={sendTest.isPending} onClick={() => void test()}>
            {text.test}
          </Button>
        </div>
      )}
    </div>
  );
}

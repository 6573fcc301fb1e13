import { afterEach, describe, expect, it } from 'vitest';
import { rememberFocus } from './keep-focus';

const listHtml = `
  <li data-step-id="a"><button data-drag-handle>a</button><input value="Ankommen" /></li>
  <li data-step-id="b"><button data-drag-handle>b</button><input value="Fokus" /></li>`;

function renderList() {
  const list = document.createElement('ol');
  list.innerHTML = listHtml;
  document.body.append(list);
  return list;
}

/** What React does when the list moves under a new parent: equal elements, new nodes. */
function replaceList(old: HTMLElement) {
  const fresh = renderList();
  old.remove();
  return fresh;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('rememberFocus', () => {
  it('puts the focus back on the same control of the same step, with its caret', () => {
    const list = renderList();
    const input = list.querySelector<HTMLInputElement>('[data-step-id="b"] input')!;
    input.focus();
    input.setSelectionRange(1, 3);
    const restore = rememberFocus(list);

    replaceList(list);
    expect(document.activeElement).toBe(document.body);
    restore();

    const again = document.querySelector<HTMLInputElement>('[data-step-id="b"] input')!;
    expect(again).not.toBe(input);
    expect(document.activeElement).toBe(again);
    expect([again.selectionStart, again.selectionEnd]).toEqual([1, 3]);
  });

  it('finds a drag handle again', () => {
    const list = renderList();
    list.querySelector<HTMLElement>('[data-step-id="a"] [data-drag-handle]')!.focus();
    const restore = rememberFocus(list);
    replaceList(list);
    restore();
    expect(document.activeElement).toBe(
      document.querySelector('[data-step-id="a"] [data-drag-handle]'),
    );
  });

  it('leaves the focus alone when it was outside the list', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const list = renderList();
    const restore = rememberFocus(list);
    replaceList(list);
    restore();
    expect(document.activeElement).toBe(outside);
  });
});

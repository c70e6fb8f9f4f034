import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, storage } from '../../state/storage';
import { type AmbientPad, audioContextConstructor, createAmbientPad } from './ambient';

/**
 * The music switch: remembered on this device (local storage `music`), mirrored to the
 * account's userConfig by the settings screen. Browsers only start audio from a user
 * gesture, so a switch left on resumes at the first tap of the next visit.
 */
let pad: AmbientPad | null = null;
const listeners = new Set<() => void>();

export function isMusicOn(): boolean {
  return storage.get(STORAGE_KEYS.music) === '1';
}

export function isMusicSupported(): boolean {
  return audioContextConstructor() !== null;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Must run inside a user gesture the first time (autoplay policies). */
export function startMusic(): void {
  if (pad) return;
  const Ctor = audioContextConstructor();
  if (!Ctor) return;
  pad = createAmbientPad(Ctor);
  if (pad.context.state === 'suspended') void pad.context.resume();
}

export function stopMusic(): void {
  const current = pad;
  pad = null;
  void current?.stop();
}

/** Saves the choice; `play` also starts or stops the sound now (call from a gesture). */
export function setMusicOn(on: boolean, play = true): void {
  storage.set(STORAGE_KEYS.music, on ? '1' : '0');
  if (play) {
    if (on) startMusic();
    else stopMusic();
  }
  notify();
}

/** When the switch is on, starts the music at the first tap or key press. */
export function armMusicResume(target: Window = window): void {
  if (!isMusicOn() || pad) return;
  const events = ['pointerdown', 'keydown', 'touchend'] as const;
  const onGesture = () => {
    for (const name of events) target.removeEventListener(name, onGesture, true);
    if (isMusicOn()) startMusic();
  };
  for (const name of events) target.addEventListener(name, onGesture, true);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useMusicOn(): boolean {
  return useSyncExternalStore(subscribe, isMusicOn, () => false);
}

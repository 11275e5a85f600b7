import type { Clock } from '@gr/domain';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}

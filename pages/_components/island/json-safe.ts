/**
 * `T` itself when every part of it survives `JSON.stringify` and `JSON.parse` unchanged; a type
 * that `T` does not fit when some part would not: functions, symbols, bigints, dates, maps and
 * other objects with methods. An optional property may be left out: undefined is dropped on the
 * way and reads as undefined again on arrival. In an array it would arrive as null, so it is
 * refused there.
 */
export type JsonSafe<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly unknown[]
    ? { [I in keyof T]: JsonSafe<Exclude<T[I], undefined>> }
    : T extends (...args: never[]) => unknown
      ? never
      : T extends object
        ? { [K in keyof T]: JsonSafe<T[K]> }
        : never

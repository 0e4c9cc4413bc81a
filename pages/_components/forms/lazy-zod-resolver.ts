import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type * as z from 'zod/mini'

/**
 * A zod resolver whose schema is loaded when the form is first checked, not with the page: the
 * visitor sees the form at once, and the validation code comes only if they use it.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(loadSchema: () => Promise<z.ZodMiniType<Output, Input>>): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined
  return async (values, context, options) => {
    resolver ??= loadSchema().then((schema) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>)
    try {
      return (await resolver)(values, context, options)
    } catch (error) {
      // A failed download (the connection dropped) is tried again on the next check.
      resolver = undefined
      throw error
    }
  }
}

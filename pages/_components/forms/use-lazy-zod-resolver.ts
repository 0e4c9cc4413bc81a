import { useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type * as z from 'zod/mini'

/**
 * A zod resolver whose schema is loaded when the form is first checked, not with the page: the
 * visitor sees the form at once, and the validation code comes only if they use it. It is made
 * once per form, so the loaded schema is kept across renders.
 */
export function useLazyZodResolver<Input extends FieldValues, Output>(loadSchema: () => Promise<z.ZodMiniType<Output, Input>>): Resolver<Input, unknown, Output> {
  const [lazyResolver] = useState(() => {
    let resolver: Promise<Resolver<Input, unknown, Output>> | undefined
    const check: Resolver<Input, unknown, Output> = async (values, context, options) => {
      resolver ??= loadSchema().then((schema) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>)
      try {
        return (await resolver)(values, context, options)
      } catch (error) {
        // A failed download (the connection dropped) is tried again on the next check.
        resolver = undefined
        throw error
      }
    }
    return check
  })
  return lazyResolver
}

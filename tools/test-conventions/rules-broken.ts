import { ESLint } from 'eslint'

const eslint = new ESLint()

/** The rules the project's ESLint configuration reports on `code`, as if it were the file at `filePath`. */
export async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath })
  return results.flatMap((result) => result.messages).map((message) => message.ruleId ?? message.message)
}

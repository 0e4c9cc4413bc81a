import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'

export interface LoopDisk {
  /** Where the disk is mounted. */
  dir: string
  /** Freezes the filesystem: every write to it waits until `thaw`. */
  freeze(): void
  thaw(): void
  /**
   * Makes the kernel turn the filesystem read-only under the running server, as it does on a disk
   * error (ext4's errors=remount-ro, provoked through its trigger_fs_error switch); undefined
   * where the kernel has no such switch.
   */
  turnReadOnly: (() => void) | undefined
  /** Unfreezes and unmounts it, and removes its image; safe to call twice, and after a failure. */
  remove(): void
}

const TOOLS = ['truncate', 'mkfs.ext4', 'mount', 'umount', 'findmnt', 'fsfreeze', 'losetup']

/** Why a loop-mounted disk cannot be made here (it needs root and a loop device), or undefined when it can. */
export function loopDiskUnavailable(): string | undefined {
  if (process.getuid?.() !== 0) return 'mounting a loop device needs root'
  if (!existsSync('/dev/loop-control')) return 'this machine has no loop devices (/dev/loop-control)'
  const missing = TOOLS.filter((tool) => spawnSync('which', [tool]).status !== 0)
  if (missing.length > 0) return `missing tools: ${missing.join(', ')}`
  return undefined
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`)
}

/**
 * A small ext4 filesystem of its own, in an image file mounted through a loop device, for what a
 * test must do to a disk (freeze it, fill it) without touching the machine's own. No space is
 * reserved for root, so "full" means full for the server too.
 */
export function mountLoopDisk(sizeMegabytes: number): LoopDisk {
  const home = mkdtempSync(join(tmpdir(), 'senseahead-disk-'))
  const image = join(home, 'disk.img')
  const dir = join(home, 'mounted')
  mkdirSync(dir)
  let mounted = false
  const remove = () => {
    if (mounted) {
      spawnSync('fsfreeze', ['-u', dir])
      // Lazily if a process still holds a file there: the test's cleanup must not fail on it.
      if (spawnSync('umount', [dir]).status !== 0) spawnSync('umount', ['-l', dir])
      mounted = false
    }
    rmSync(home, { recursive: true, force: true })
  }
  try {
    run('truncate', ['-s', `${sizeMegabytes}M`, image])
    run('mkfs.ext4', ['-q', '-m', '0', image])
    run('mount', ['-o', 'loop,errors=remount-ro', image, dir])
    mounted = true
  } catch (error) {
    remove()
    throw error
  }
  const device = basename(spawnSync('findmnt', ['-n', '-o', 'SOURCE', dir], { encoding: 'utf8' }).stdout.trim())
  const trigger = `/sys/fs/ext4/${device}/trigger_fs_error`
  return {
    dir,
    freeze: () => run('fsfreeze', ['-f', dir]),
    thaw: () => run('fsfreeze', ['-u', dir]),
    turnReadOnly: existsSync(trigger) ? () => writeFileSync(trigger, 'turned read-only by a test') : undefined,
    remove,
  }
}

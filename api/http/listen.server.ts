import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Listens on exactly `port` (0: any free port) and resolves with the port. A port that is taken or
 * not allowed rejects with a sentence for the operator: the server never moves to another port.
 */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening)
      reject(new Error(listenFailure(error, port, host), { cause: error }))
    }
    const onListening = () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen(port, host)
  })
}

function listenFailure(error: NodeJS.ErrnoException, port: number, host: string): string {
  const where = `port ${port} on ${host}`
  switch (error.code) {
    case 'EADDRINUSE':
      return `Cannot listen on ${where}: another program is using it. Stop that program or set PORT to a free port.`
    case 'EACCES':
      return `Cannot listen on ${where}: this user may not open it (ports below 1024 need privileges). Set PORT to 1024 or above.`
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `Cannot listen on ${where}: this machine has no such address. Set HOST to one of its addresses, or 0.0.0.0 for all.`
    default:
      return `Cannot listen on ${where}: ${error.message}`
  }
}

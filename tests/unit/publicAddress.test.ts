import { describe, expect, it } from 'vitest'

import { isPublicAddress } from '@/lib/http/publicAddress'
import { STATUS_URL_MESSAGE, statusUrlProblem } from '@/lib/http/statusUrl'

describe('isPublicAddress (which addresses the status fetch may connect to)', () => {
  it.each([
    ['1.1.1.1'],
    ['104.16.132.229'],
    ['8.8.8.8'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4009:81f::200e'],
    ['::ffff:8.8.8.8'],
  ])('allows public unicast %s', (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'IPv6 loopback'],
    ['[::1]', 'bracketed IPv6 loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'IPv6 unspecified'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local: AWS, GCP and Azure metadata'],
    ['169.254.170.2', 'link-local: ECS task metadata'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['fc00::1', 'unique-local'],
    ['fd00:ec2::254', 'unique-local: AWS IPv6 metadata'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.100.100.200', 'carrier-grade NAT: Alibaba metadata'],
    ['192.0.0.192', 'IETF special purpose (Oracle metadata)'],
    ['198.18.0.1', 'benchmarking'],
    ['192.0.2.1', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2001::1', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['ff02::1', 'IPv6 multicast'],
    ['localhost', 'a name, not an address'],
    ['', 'empty'],
    ['999.1.1.1', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })
})

describe('statusUrlProblem (saving the status JSON URL)', () => {
  it('accepts a public https address', () => {
    expect(statusUrlProblem('https://status.cipherwell.com/api/v2/status.json')).toBeUndefined()
    expect(statusUrlProblem('https://1.1.1.1/status.json')).toBeUndefined()
  })

  it.each([
    'http://status.cipherwell.com/api/v2/status.json',
    'http://127.0.0.1:8080/internal',
    'https://127.0.0.1:8443/internal',
    'https://[::1]/internal',
    'https://[::ffff:127.0.0.1]/internal',
    'https://2130706433/internal',
    'https://0x7f.1/internal',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.1.2.3/status.json',
    'https://localhost/status.json',
    'https://status.localhost/status.json',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://intranet/status.json',
    'https://printer.local/status.json',
    'https://user:secret@status.cipherwell.com/',
    'ftp://status.cipherwell.com/status.json',
    'file:///etc/passwd',
    '/status.json',
    'not a url',
  ])('refuses %s with a message for the editor', (url) => {
    expect(statusUrlProblem(url)).toBe(STATUS_URL_MESSAGE)
  })
})

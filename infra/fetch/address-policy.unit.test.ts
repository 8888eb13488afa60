import { describe, expect, it } from 'vitest';
import { addressRefusal, hostRefusal, parseIPv6 } from '@vitrina/infra/fetch/address-policy';

describe('address policy', () => {
  it.each([
    ['0.0.0.0', 'this network'],
    ['0.1.2.3', 'this network'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.255', 'CGNAT'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.170', 'IETF'],
    ['192.0.2.1', 'documentation'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
  ])('refuses IPv4 %s (%s)', (address, reason) => {
    expect(addressRefusal(address)).toContain(reason);
  });

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['[::1]', 'loopback'],
    ['fc00::1', 'unique local'],
    ['fd12:3456:789a::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['ff05::1:3', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped form of an IPv4 loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped form of an IPv4 loopback'],
    ['::FFFF:A9FE:A9FE', 'IPv4-mapped form of an IPv4 link-local'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:0:192.168.0.1', 'IPv4-translated form of an IPv4 private'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['64:ff9b::127.0.0.1', 'NAT64 form of an IPv4 loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 form of an IPv4 link-local'],
    ['64:ff9b:1::808:808', 'local-use NAT64'],
    ['2002:7f00:1::', '6to4 form of an IPv4 loopback'],
    ['2002:a9fe:a9fe::1', '6to4 form of an IPv4 link-local'],
    ['2002:c0a8:101:1::1', '6to4 form of an IPv4 private'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['100::1', 'discard'],
    ['4000::1', 'reserved'],
    ['::2:3:4', 'reserved'],
  ])('refuses IPv6 %s (%s)', (address, reason) => {
    expect(addressRefusal(address)).toContain(reason);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '9.255.255.255',
    '11.0.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '126.255.255.255',
    '128.0.0.0',
    '169.253.255.255',
    '172.15.255.255',
    '172.32.0.0',
    '192.167.255.255',
    '192.169.0.0',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '2a00:1450:4001:82b::200e',
    '::ffff:8.8.8.8',
    '::ffff:0808:0808',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('allows public %s', (address) => {
    expect(addressRefusal(address)).toBeUndefined();
  });

  it.each(['', 'localhost', '127.1', '2130706433', '0x7f000001', '0177.0.0.1', '127.0.0.1.', '1.2.3.4.5', 'fe80::g', ':::'])(
    'refuses %j, which is not a canonical IP address',
    (text) => {
      expect(addressRefusal(text)).toBe('not an IP address');
    },
  );

  it('reads IPv6 in every spelling as the same 128-bit number', () => {
    const expected = (0xffffn << 32n) | 0x7f000001n;
    for (const text of ['::ffff:127.0.0.1', '::ffff:7f00:1', '0:0:0:0:0:ffff:7f00:0001', '[::ffff:127.0.0.1]']) {
      expect(parseIPv6(text)).toBe(expected);
    }
    expect(parseIPv6('1::')).toBe(1n << 112n);
    expect(parseIPv6('::')).toBe(0n);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.0.0.5', 'private'],
    ['169.254.169.254', 'link-local'],
    ['[::1]', 'loopback'],
    ['[::ffff:a00:5]', 'IPv4-mapped form of an IPv4 private'],
    ['localhost', 'localhost'],
    ['LOCALHOST.', 'localhost'],
    ['tienda.localhost', 'localhost'],
    ['intranet', 'local network'],
    ['metadata.google.internal', 'local network'],
    ['nas.local', 'local network'],
    ['router.home.arpa', 'local network'],
    ['files.corp', 'local network'],
  ])('judges the host %s internal without DNS (%s)', (host, reason) => {
    expect(hostRefusal(host)).toContain(reason);
  });

  it('lets public-looking names and public addresses through (the fetcher resolves and vets them), and the allowed ones', () => {
    for (const host of ['tienda.example', 'cdn.shopify.com', 'tienda.com.ar', '93.184.216.34', '[2606:4700::1111]', 'local.tienda.com'])
      expect(hostRefusal(host), host).toBeUndefined();
    expect(hostRefusal('127.0.0.1', ['127.0.0.1'])).toBeUndefined();
    expect(hostRefusal('127.0.0.2', ['127.0.0.1'])).toContain('loopback');
  });
});

import { describe, expect, it } from 'vitest';

import { addressGroup } from './address-group.js';

describe('addressGroup', () => {
  it('keeps an IPv4 address whole, and reads one written as IPv6 as itself', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups every address of one IPv6 /64 together, however it is written', () => {
    const group = '2001:0db8:0001:0002::/64';
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:0:0:0:9',
      '2001:db8:1:2::a%eth0',
    ]) {
      expect(addressGroup(ip)).toBe(group);
    }
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(group);
    expect(addressGroup('::1')).toBe('0000:0000:0000:0000::/64');
    expect(addressGroup('2001:db8::')).toBe('2001:0db8:0000:0000::/64');
    expect(addressGroup('64:ff9b::192.0.2.33')).toBe('0064:ff9b:0000:0000::/64');
  });

  it('answers a placeholder for no address', () => {
    expect(addressGroup(null)).toBe('-');
    expect(addressGroup(undefined)).toBe('-');
  });
});

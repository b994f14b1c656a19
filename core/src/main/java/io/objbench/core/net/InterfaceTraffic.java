package io.objbench.core.net;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * What one network interface of a driver's host carried during one snapshot interval (objbench
 * extension, docs/distributed.md "Client network"): the bytes it sent and received, from the
 * host's counters ({@code /proc/net/dev}), and its link speed.
 *
 * @param name              the interface ({@code eth0})
 * @param loopback          true for the loopback interface: it has no link, so no share of a link
 *                          is ever computed for it; its bytes are shown apart
 * @param linkBitsPerSecond the link speed, bits per second: declared in driver.conf
 *                          ({@code link_speed}) or read from {@code /sys/class/net/<if>/speed};
 *                          {@code null} when unknown (virtual NICs report none), and then absent
 *                          from the JSON
 * @param sentBytes         bytes sent during the interval
 * @param receivedBytes     bytes received during the interval
 */
public record InterfaceTraffic(String name, boolean loopback,
                               @JsonInclude(JsonInclude.Include.NON_NULL) Long linkBitsPerSecond,
                               long sentBytes, long receivedBytes) {

    /**
     * The share of the link this interface ran at over {@code seconds}: the busier direction's
     * bits per second over the link speed (a link is full duplex, each direction has the whole
     * speed); NaN for loopback, an unknown speed or an empty interval.
     */
    public double share(double seconds) {
        if (loopback || linkBitsPerSecond == null || linkBitsPerSecond <= 0 || !(seconds > 0)) {
            return Double.NaN;
        }
        return Math.max(sentBytes, receivedBytes) * 8.0 / seconds / linkBitsPerSecond;
    }
}

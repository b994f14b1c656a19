package io.objbench.driver.payload;

import java.util.SplittableRandom;

/**
 * The 4 KB block every written object repeats (COSBench's {@code content} key): random
 * lowercase letters {@code a–z} by default, or zeros for {@code content=zero}. Built once per
 * mission and shared read-only by all workers, so writes never allocate their bodies.
 */
public final class PayloadBlock {

    /** Block length in bytes. */
    public static final int SIZE = 4096;

    private final byte[] bytes;

    private PayloadBlock(byte[] bytes) {
        this.bytes = bytes;
    }

    /** Random letters a–z drawn from {@code seed}. */
    public static PayloadBlock random(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        byte[] b = new byte[SIZE];
        for (int i = 0; i < SIZE; i++) {
            b[i] = (byte) ('a' + random.nextInt(26));
        }
        return new PayloadBlock(b);
    }

    /** All zeros. */
    public static PayloadBlock zero() {
        return new PayloadBlock(new byte[SIZE]);
    }

    /** The block for a {@code content} value: {@code zero} gives zeros, anything else random. */
    public static PayloadBlock forContent(String content, long seed) {
        return "zero".equals(content) ? zero() : random(seed);
    }

    /** Copies the object's bytes [{@code position}, {@code position+length}) into {@code out}. */
    public void copy(long position, byte[] out, int offset, int length) {
        int at = (int) (position % SIZE);
        int done = 0;
        while (done < length) {
            int n = Math.min(length - done, SIZE - at);
            System.arraycopy(bytes, at, out, offset + done, n);
            done += n;
            at = 0;
        }
    }
}

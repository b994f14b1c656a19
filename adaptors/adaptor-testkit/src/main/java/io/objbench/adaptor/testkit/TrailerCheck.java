package io.objbench.adaptor.testkit;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * COSBench's {@code hashCheck} integrity trailer: an object's last 40 bytes are
 * {@code !!!!<32 hex digits of the MD5 of the preceding bytes>!!!!}. {@link #withTrailer} builds
 * such a body; an instance verifies one incrementally as it is read, keeping only the last 40
 * bytes seen.
 */
public final class TrailerCheck {

    /** Length of the trailer. */
    public static final int LENGTH = 40;
    private static final byte[] GUARD = "!!!!".getBytes(StandardCharsets.US_ASCII);

    private final MessageDigest md5 = newMd5();
    private final byte[] tail = new byte[LENGTH];
    private int tailLength;

    /** Copies {@code payload} (at least 41 bytes) and replaces its last 40 bytes with the trailer. */
    public static byte[] withTrailer(byte[] payload) {
        if (payload.length <= LENGTH) {
            throw new IllegalArgumentException("objects of 40 bytes or less carry no trailer");
        }
        byte[] body = payload.clone();
        int bodyLength = body.length - LENGTH;
        MessageDigest md5 = newMd5();
        md5.update(body, 0, bodyLength);
        System.arraycopy(trailer(md5.digest()), 0, body, bodyLength, LENGTH);
        return body;
    }

    /** Feeds the next bytes read. */
    public void update(byte[] data, int offset, int length) {
        if (length >= LENGTH) {
            md5.update(tail, 0, tailLength);
            md5.update(data, offset, length - LENGTH);
            System.arraycopy(data, offset + length - LENGTH, tail, 0, LENGTH);
            tailLength = LENGTH;
            return;
        }
        // keep the newest 40 bytes: what falls out of the window belongs to the hashed part
        int overflow = tailLength + length - LENGTH;
        if (overflow > 0) {
            md5.update(tail, 0, overflow);
            System.arraycopy(tail, overflow, tail, 0, tailLength - overflow);
            tailLength -= overflow;
        }
        System.arraycopy(data, offset, tail, tailLength, length);
        tailLength += length;
    }

    /** True when the bytes fed so far end with the correct trailer. Call once, at the end. */
    public boolean verify() {
        return tailLength == LENGTH && Arrays.equals(tail, trailer(md5.digest()));
    }

    private static byte[] trailer(byte[] digest) {
        byte[] hex = HexFormat.of().formatHex(digest).getBytes(StandardCharsets.US_ASCII);
        byte[] trailer = new byte[LENGTH];
        System.arraycopy(GUARD, 0, trailer, 0, 4);
        System.arraycopy(hex, 0, trailer, 4, 32);
        System.arraycopy(GUARD, 0, trailer, 36, 4);
        return trailer;
    }

    private static MessageDigest newMd5() {
        try {
            return MessageDigest.getInstance("MD5");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has MD5", e);
        }
    }
}

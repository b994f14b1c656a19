package io.objbench.driver.payload;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * COSBench's integrity trailer ({@code hashCheck=true}): the last 40 bytes of an object are
 * {@code !!!!}, the 32 lowercase hex digits of the MD5 of all preceding bytes, and {@code !!!!}.
 * The object keeps its size; objects of 40 bytes or less carry no trailer.
 */
public final class HashTrailer {

    /** Trailer length in bytes. */
    public static final int LENGTH = 40;

    private static final byte GUARD = '!';
    private static final byte[] HEX = "0123456789abcdef".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    private HashTrailer() {
    }

    /** True when an object of {@code length} bytes carries a trailer. */
    public static boolean applies(long length) {
        return length > LENGTH;
    }

    /** A new MD5 digest. */
    public static MessageDigest newDigest() {
        try {
            return MessageDigest.getInstance("MD5");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no MD5", e);
        }
    }

    /** Writes the trailer for {@code md5} (16 bytes) into {@code out[0..40)}. */
    public static void write(byte[] md5, byte[] out) {
        for (int i = 0; i < 4; i++) {
            out[i] = GUARD;
            out[36 + i] = GUARD;
        }
        for (int i = 0; i < 16; i++) {
            out[4 + 2 * i] = HEX[(md5[i] >> 4) & 0xF];
            out[5 + 2 * i] = HEX[md5[i] & 0xF];
        }
    }

    /** True when {@code trailer[0..40)} has the guards and 32 lowercase hex digits. */
    public static boolean wellFormed(byte[] trailer) {
        for (int i = 0; i < 4; i++) {
            if (trailer[i] != GUARD || trailer[36 + i] != GUARD) {
                return false;
            }
        }
        for (int i = 4; i < 36; i++) {
            byte c = trailer[i];
            if (!(c >= '0' && c <= '9') && !(c >= 'a' && c <= 'f')) {
                return false;
            }
        }
        return true;
    }

    /** True when the well-formed {@code trailer} names {@code md5}. */
    public static boolean matches(byte[] md5, byte[] trailer) {
        for (int i = 0; i < 16; i++) {
            if (trailer[4 + 2 * i] != HEX[(md5[i] >> 4) & 0xF] || trailer[5 + 2 * i] != HEX[md5[i] & 0xF]) {
                return false;
            }
        }
        return true;
    }
}

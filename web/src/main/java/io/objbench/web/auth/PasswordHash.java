package io.objbench.web.auth;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * A stored password: PBKDF2-HMAC-SHA256 with a random 16-byte salt, written as
 * {@code pbkdf2:<iterations>:<salt, base64>:<hash, base64>}. PBKDF2 is the password hashing function
 * the JDK itself offers; {@value #ITERATIONS} iterations follow OWASP's current advice for it.
 *
 * @param iterations PBKDF2 iterations
 * @param salt       salt bytes
 * @param hash       derived key (32 bytes)
 */
public record PasswordHash(int iterations, byte[] salt, byte[] hash) {

    /** Iterations of new hashes. */
    public static final int ITERATIONS = 600_000;

    /** The prefix of such entries in users.conf. */
    public static final String PREFIX = "pbkdf2:";

    private static final SecureRandom RANDOM = new SecureRandom();

    /** A new hash of {@code password} with a fresh salt. */
    public static PasswordHash of(String password) {
        byte[] salt = new byte[16];
        RANDOM.nextBytes(salt);
        return new PasswordHash(ITERATIONS, salt, derive(password, salt, ITERATIONS));
    }

    /** Parses {@code pbkdf2:<iterations>:<salt>:<hash>}; null when malformed. */
    public static PasswordHash parse(String text) {
        if (!text.startsWith(PREFIX)) {
            return null;
        }
        String[] parts = text.substring(PREFIX.length()).split(":", -1);
        if (parts.length != 3 || !parts[0].matches("[0-9]{1,8}")) {
            return null;
        }
        try {
            int iterations = Integer.parseInt(parts[0]);
            byte[] salt = Base64.getDecoder().decode(parts[1]);
            byte[] hash = Base64.getDecoder().decode(parts[2]);
            return iterations >= 1_000 && salt.length >= 8 && hash.length == 32
                    ? new PasswordHash(iterations, salt, hash) : null;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** True when {@code password} derives to this hash (constant-time comparison). */
    public boolean matches(String password) {
        return MessageDigest.isEqual(hash, derive(password, salt, iterations));
    }

    /** The users.conf form. */
    public String text() {
        Base64.Encoder b64 = Base64.getEncoder();
        return PREFIX + iterations + ":" + b64.encodeToString(salt) + ":" + b64.encodeToString(hash);
    }

    private static byte[] derive(String password, byte[] salt, int iterations) {
        char[] chars = (password == null ? "" : password).toCharArray();
        try {
            PBEKeySpec spec = new PBEKeySpec(chars, salt, iterations, 256);
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("PBKDF2WithHmacSHA256 missing from the JDK", e);
        } finally {
            java.util.Arrays.fill(chars, '\0');
        }
    }
}

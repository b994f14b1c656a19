package io.objbench.web.auth;

import io.objbench.driver.conf.IniException;
import io.objbench.driver.conf.IniFile;
import io.objbench.driver.conf.Section;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The UI's users, from an INI file ({@code conf/users.conf}): section {@code [users]}, one line
 * per user, {@code name = sha256:<hex of SHA-256(password)>} or {@code name = plain:<password>}.
 * Passwords are compared in constant time.
 */
public final class Users {

    private final Map<String, byte[]> digests;

    private Users(Map<String, byte[]> digests) {
        this.digests = Map.copyOf(digests);
    }

    /** Nobody: the UI is open (loopback only). */
    public static Users none() {
        return new Users(Map.of());
    }

    /** The users of {@code file}. */
    public static Users read(Path file) throws IniException {
        return of(IniFile.read(file));
    }

    /** The users of INI {@code text} (file name for messages). */
    public static Users parse(String text, String fileName) throws IniException {
        return of(IniFile.parse(text, fileName));
    }

    private static Users of(IniFile ini) throws IniException {
        Map<String, byte[]> digests = new LinkedHashMap<>();
        Section users = ini.section("users").orElse(null);
        if (users == null) {
            return new Users(digests);
        }
        for (Section.Entry e : users.entries()) {
            String v = e.value().strip();
            if (v.startsWith("sha256:")) {
                String hex = v.substring(7).strip().toLowerCase(Locale.ROOT);
                if (!hex.matches("[0-9a-f]{64}")) {
                    throw users.badValue(e, "sha256:<64 hex digits>");
                }
                digests.put(e.key(), HexFormat.of().parseHex(hex));
            } else if (v.startsWith("plain:")) {
                digests.put(e.key(), sha256(v.substring(6)));
            } else {
                throw users.badValue(e, "sha256:<hex> or plain:<password>");
            }
        }
        return new Users(digests);
    }

    /** True when no user is configured. */
    public boolean isEmpty() {
        return digests.isEmpty();
    }

    /** True when {@code password} is {@code name}'s. */
    public boolean check(String name, String password) {
        byte[] expected = digests.get(name);
        byte[] given = sha256(password == null ? "" : password);
        // compare even for unknown names, so timing does not tell which names exist
        return MessageDigest.isEqual(expected == null ? new byte[32] : expected, given) && expected != null;
    }

    /** SHA-256 of the UTF-8 bytes of {@code text}. */
    public static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 missing from the JDK", e);
        }
    }
}

package io.objbench.web.auth;

import io.objbench.core.config.IniException;
import io.objbench.core.config.IniFile;
import io.objbench.core.config.Section;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The UI's users, from an INI file ({@code conf/users.conf}): section {@code [users]}, one line
 * per user, {@code name = pbkdf2:<iterations>:<salt>:<hash>} (see {@link PasswordHash}). The older
 * forms {@code sha256:<hex of SHA-256(password)>} (unsalted) and {@code plain:<password>} are still
 * read, and each is replaced in the file by a PBKDF2 entry at that user's first good login.
 */
public final class Users {

    private static final System.Logger LOG = System.getLogger(Users.class.getName());

    /** A stored credential. */
    private sealed interface Credential {
        boolean matches(String password);
    }

    private record Pbkdf2(PasswordHash hash) implements Credential {
        @Override
        public boolean matches(String password) {
            return hash.matches(password);
        }
    }

    /** sha256: and plain: entries, kept as a digest; {@code line} is where the file holds it. */
    private record Legacy(byte[] digest, int line) implements Credential {
        @Override
        public boolean matches(String password) {
            return MessageDigest.isEqual(digest, sha256(password == null ? "" : password));
        }
    }

    /** Compared against for unknown names, so timing does not tell which names exist. */
    private static final Credential NOBODY = new Pbkdf2(PasswordHash.of("\0no such user\0"));

    private final Map<String, Credential> credentials;
    private final Path file;

    private Users(Map<String, Credential> credentials, Path file) {
        this.credentials = new ConcurrentHashMap<>(credentials);
        this.file = file;
    }

    /** Nobody: the UI is open (loopback only). */
    public static Users none() {
        return new Users(Map.of(), null);
    }

    /** The users of {@code file}; legacy entries are upgraded in it at their first good login. */
    public static Users read(Path file) throws IniException {
        return of(IniFile.read(file), file);
    }

    /** The users of INI {@code text} (file name for messages); nothing is written back. */
    public static Users parse(String text, String fileName) throws IniException {
        return of(IniFile.parse(text, fileName), null);
    }

    private static Users of(IniFile ini, Path file) throws IniException {
        Map<String, Credential> credentials = new LinkedHashMap<>();
        Section users = ini.section("users").orElse(null);
        if (users == null) {
            return new Users(credentials, file);
        }
        List<String> legacy = new ArrayList<>();
        for (Section.Entry e : users.entries()) {
            String v = e.value().strip();
            if (v.startsWith(PasswordHash.PREFIX)) {
                PasswordHash hash = PasswordHash.parse(v);
                if (hash == null) {
                    throw users.badValue(e, "pbkdf2:<iterations>:<salt, base64>:<32-byte hash, base64>");
                }
                credentials.put(e.key(), new Pbkdf2(hash));
            } else if (v.startsWith("sha256:")) {
                String hex = v.substring(7).strip().toLowerCase(Locale.ROOT);
                if (!hex.matches("[0-9a-f]{64}")) {
                    throw users.badValue(e, "sha256:<64 hex digits>");
                }
                credentials.put(e.key(), new Legacy(HexFormat.of().parseHex(hex), e.line()));
                legacy.add(e.key());
            } else if (v.startsWith("plain:")) {
                credentials.put(e.key(), new Legacy(sha256(v.substring(6)), e.line()));
                legacy.add(e.key());
            } else {
                throw users.badValue(e, "pbkdf2:<...>, or the older sha256:<hex> or plain:<password>");
            }
        }
        if (!legacy.isEmpty()) {
            LOG.log(System.Logger.Level.WARNING, "users " + legacy + " in " + (file == null ? "the users file" : file)
                    + " have unsalted or plain passwords; each is replaced by a PBKDF2 hash at its next login");
        }
        return new Users(credentials, file);
    }

    /** True when no user is configured. */
    public boolean isEmpty() {
        return credentials.isEmpty();
    }

    /** True when {@code password} is {@code name}'s. A legacy entry that matches is upgraded. */
    public boolean check(String name, String password) {
        Credential c = credentials.get(name);
        boolean ok = (c == null ? NOBODY : c).matches(password) && c != null;
        if (ok && c instanceof Legacy legacy) {
            upgrade(name, legacy, password);
        }
        return ok;
    }

    private synchronized void upgrade(String name, Legacy legacy, String password) {
        PasswordHash hash = PasswordHash.of(password);
        credentials.put(name, new Pbkdf2(hash));
        if (file == null) {
            return;
        }
        try {
            List<String> lines = new ArrayList<>(Files.readAllLines(file, StandardCharsets.UTF_8));
            int i = legacy.line() - 1;
            String line = i >= 0 && i < lines.size() ? lines.get(i) : "";
            int eq = line.indexOf('=');
            if (eq < 0 || !line.substring(0, eq).strip().equals(name)) {
                LOG.log(System.Logger.Level.WARNING, file + " changed since it was read; " + name
                        + "'s password was not upgraded in it");
                return;
            }
            lines.set(i, line.substring(0, eq + 1) + " " + hash.text());
            Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
            Files.write(tmp, lines, StandardCharsets.UTF_8);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            LOG.log(System.Logger.Level.INFO, "upgraded " + name + "'s password in " + file + " to PBKDF2");
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot upgrade " + name + "'s password in " + file + ": " + e);
        }
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

package io.objbench.webit;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The setup every browser test shares, as a JUnit extension for one test class: a headless
 * browser (the class is skipped without Chromium, failed on CI) and an in-process controller with
 * the web UI over a scratch archive; both closed and the scratch directory removed after the class.
 * Register it with {@code @RegisterExtension static final UiSession ui = UiSession.open();}; it
 * also sets the class's static {@link Browser} and {@link UiServer} fields, if it has them, so the
 * tests read {@code browser} and {@code server} as before.
 */
public final class UiSession implements BeforeAllCallback, AfterAllCallback {

    private final String usersConf;
    private Path dir;
    private Browser browser;
    private UiServer server;

    private UiSession(String usersConf) {
        this.usersConf = usersConf;
    }

    /** An open UI (no users file, loopback). */
    public static UiSession open() {
        return new UiSession(null);
    }

    /** A UI that asks for a login, with {@code usersConf} as its users file. */
    public static UiSession withUsers(String usersConf) {
        return new UiSession(usersConf);
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        // the browser first: without Chromium the class is skipped before a server starts
        browser = Browser.start();
        dir = Files.createTempDirectory("objbench-webit-");
        Path users = null;
        if (usersConf != null) {
            users = Files.writeString(dir.resolve("users.conf"), usersConf);
        }
        server = new UiServer(dir, users);
        inject(context.getRequiredTestClass(), browser);
        inject(context.getRequiredTestClass(), server);
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        try {
            if (browser != null) {
                browser.close();
            }
        } finally {
            try {
                if (server != null) {
                    server.close();
                }
            } finally {
                if (dir != null) {
                    deleteTree(dir);
                }
            }
        }
    }

    /** The browser of this class's tests. */
    public Browser browser() {
        return browser;
    }

    /** The controller with the UI of this class's tests. */
    public UiServer server() {
        return server;
    }

    /** Sets every static field of {@code testClass} whose type is {@code value}'s class. */
    private static void inject(Class<?> testClass, Object value) throws IllegalAccessException {
        for (Field field : testClass.getDeclaredFields()) {
            if (Modifier.isStatic(field.getModifiers()) && !Modifier.isFinal(field.getModifiers())
                    && field.getType() == value.getClass()) {
                field.setAccessible(true);
                field.set(null, value);
            }
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}

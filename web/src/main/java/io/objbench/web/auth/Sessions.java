package io.objbench.web.auth;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.http.HttpCookie;
import org.eclipse.jetty.server.Request;

/**
 * Logged-in users, in memory: a random 256-bit id per login, carried by the cookie
 * {@value #COOKIE} (HttpOnly, SameSite=Strict), forgotten after {@link #IDLE} without use or at
 * logout. A controller restart logs everybody out.
 */
public final class Sessions {

    /** The session cookie's name. */
    public static final String COOKIE = "objbench_session";
    /** Idle time after which a session expires. */
    public static final Duration IDLE = Duration.ofHours(12);

    private record Session(String user, Instant lastUse) {
    }

    private final Map<String, Session> byId = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();
    private final Clock clock;

    public Sessions(Clock clock) {
        this.clock = clock;
    }

    /** Opens a session for {@code user}; returns its id. */
    public String open(String user) {
        byte[] id = new byte[32];
        random.nextBytes(id);
        String key = HexFormat.of().formatHex(id);
        byId.put(key, new Session(user, clock.instant()));
        return key;
    }

    /** The user of session {@code id} when it is valid; touching it restarts its idle time. */
    public Optional<String> user(String id) {
        if (id == null) {
            return Optional.empty();
        }
        Session s = byId.get(id);
        if (s == null) {
            return Optional.empty();
        }
        Instant now = clock.instant();
        if (s.lastUse().plus(IDLE).isBefore(now)) {
            byId.remove(id);
            return Optional.empty();
        }
        byId.put(id, new Session(s.user(), now));
        return Optional.of(s.user());
    }

    /** The user of the session cookie of {@code request}, if valid. */
    public Optional<String> user(Request request) {
        return user(cookie(request));
    }

    /** Ends session {@code id}. */
    public void close(String id) {
        if (id != null) {
            byId.remove(id);
        }
    }

    /** The session id {@code request} carries, null when none. */
    public static String cookie(Request request) {
        for (HttpCookie c : Request.getCookies(request)) {
            if (COOKIE.equals(c.getName())) {
                return c.getValue();
            }
        }
        return null;
    }

    /** The cookie carrying {@code id}; an empty id with max-age 0 deletes it. */
    public static HttpCookie cookieFor(String id) {
        return HttpCookie.build(COOKIE, id).path("/").httpOnly(true).sameSite(HttpCookie.SameSite.STRICT)
                .maxAge(id.isEmpty() ? 0 : IDLE.toSeconds()).build();
    }
}

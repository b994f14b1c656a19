package io.objbench.web.server;

import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.server.Response;

/**
 * Headers every UI reply carries. The Content-Security-Policy allows scripts and styles only from
 * the controller's own static files: a name from a workload that reached the page as markup could
 * not run a script even if a page forgot to insert it as text.
 */
final class SecurityHeaders {
    /** No inline script, no inline style attribute, no framing, forms post only to the controller. */
    static final String CONTENT_SECURITY_POLICY = String.join("; ",
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self'",
            "img-src 'self' data:",
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'");

    private SecurityHeaders() {
    }

    static void apply(Response response) {
        HttpFields.Mutable headers = response.getHeaders();
        headers.put("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        headers.put("X-Content-Type-Options", "nosniff");
        headers.put("Referrer-Policy", "same-origin");
        headers.put("X-Frame-Options", "DENY");
    }
}

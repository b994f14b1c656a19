package io.objbench.driver.http;

import io.objbench.core.json.Json;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/** Writes a status and a JSON body (objbench's one Jackson configuration) as a complete reply. */
final class JsonReply {

    private static final System.Logger LOG = System.getLogger(JsonReply.class.getName());

    private JsonReply() {
    }

    static void write(Response response, Callback callback, int status, Object body) {
        byte[] bytes;
        try {
            bytes = Json.mapper().writeValueAsBytes(body);
        } catch (Exception e) {
            LOG.log(System.Logger.Level.ERROR, "cannot serialize a driver reply", e);
            status = 500;
            bytes = ("{\"status\":500,\"message\":\"cannot serialize the reply: "
                    + String.valueOf(e.getMessage()).replace("\\", "\\\\").replace("\"", "'") + "\"}")
                    .getBytes(StandardCharsets.UTF_8);
        }
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.length);
        response.write(true, ByteBuffer.wrap(bytes), callback);
    }
}

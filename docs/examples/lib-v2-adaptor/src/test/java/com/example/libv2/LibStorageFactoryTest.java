package com.example.libv2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthToken;
import io.objbench.api.ObjectSink;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A read returns the version of commons-lang3 this adaptor was built with. */
class LibStorageFactoryTest {

    @Test
    void readReturnsTheLoadedLibraryVersion() throws Exception {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        ObjectSink sink = new ObjectSink() {
            @Override
            public void begin(long contentLength) {
            }

            @Override
            public void accept(byte[] buffer, int offset, int length) {
                body.write(buffer, offset, length);
            }

            @Override
            public long drain(InputStream in) throws java.io.IOException {
                return in.transferTo(body);
            }
        };
        var session = new LibStorageFactory().create(AdaptorConfig.empty()).openSession(1, AuthToken.NONE);
        assertTrue(session.get("c", "o", sink).ok());
        assertEquals("commons-lang3 " + "3.17.0", body.toString(StandardCharsets.UTF_8));
    }
}

package io.objbench.driver.support;

import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** A {@link ScriptedStorage} script keeping whole objects in memory, delivering reads in small chunks. */
public final class MemoryStorage {

    public final Map<String, byte[]> objects = new ConcurrentHashMap<>();
    public final ScriptedStorage factory = new ScriptedStorage(this::call, false);

    private OpResult call(Call c) {
        String key = c.container() + "/" + c.object();
        return switch (c.op()) {
            case "put" -> {
                try (InputStream in = c.source().stream()) {
                    objects.put(key, in.readAllBytes());
                } catch (IOException e) {
                    throw new AssertionError(e);
                }
                yield OpResult.OK;
            }
            case "get" -> {
                byte[] data = objects.get(key);
                if (data == null) {
                    yield OpResult.failure(ErrorKind.NOT_FOUND, 404, "no " + key);
                }
                c.sink().begin(data.length);
                if (data.length % 2 == 0) {
                    for (int off = 0; off < data.length; off += 11) {
                        c.sink().accept(data, off, Math.min(11, data.length - off));
                    }
                } else {
                    try {
                        c.sink().drain(new ByteArrayInputStream(data));
                    } catch (IOException e) {
                        throw new AssertionError(e);
                    }
                }
                yield OpResult.OK;
            }
            default -> OpResult.OK;
        };
    }
}

/* An LD_PRELOAD shim that applies amdgpu's userptr rule (tests/anon_only.h)
 * to a program that takes its Vulkan functions from the system loader:
 * tests/run.sh runs examples/process_allreduce under it. It defines the
 * loader's exported vkGetInstanceProcAddr and vkGetDeviceProcAddr, which
 * hand out the rule's vkAllocateMemory and
 * vkGetMemoryHostPointerPropertiesEXT and pass every other name on to the
 * loader's own (a program that calls vkAllocateMemory by its exported name
 * keeps the loader's: the rule is about what the library imports).
 *
 *   cc -shared -fPIC -o anon_only_shim.so tests/anon_only_shim.c -ldl */
#define _GNU_SOURCE
#include "anon_only.h"

#include <dlfcn.h>

static PFN_vkGetInstanceProcAddr next_instance_proc;

/* The next definition of `name` (the loader's); memcpy, as ISO C has no
 * cast from an object pointer to a function pointer. */
static void find_next(const char* name, void* function, size_t size)
{
    void* symbol = dlsym(RTLD_NEXT, name);
    memcpy(function, &symbol, size);
}

/* Once every object the program starts with is loaded, the loader with them. */
__attribute__((constructor)) static void anon_only_shim_init(void)
{
    find_next("vkGetInstanceProcAddr", &next_instance_proc, sizeof next_instance_proc);
    find_next("vkGetDeviceProcAddr", &anon_only_next_device_proc, sizeof anon_only_next_device_proc);
    find_next("vkAllocateMemory", &anon_only_next_allocate, sizeof anon_only_next_allocate);
}

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vkGetDeviceProcAddr(VkDevice device, const char* name)
{
    PFN_vkVoidFunction function = anon_only_function(name);
    if (strcmp(name, "vkGetDeviceProcAddr") == 0)
        return (PFN_vkVoidFunction)vkGetDeviceProcAddr;
    return function ? function : anon_only_next_device_proc(device, name);
}

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vkGetInstanceProcAddr(VkInstance instance, const char* name)
{
    PFN_vkVoidFunction function = anon_only_function(name);
    if (strcmp(name, "vkGetInstanceProcAddr") == 0)
        return (PFN_vkVoidFunction)vkGetInstanceProcAddr;
    if (strcmp(name, "vkGetDeviceProcAddr") == 0)
        return (PFN_vkVoidFunction)vkGetDeviceProcAddr;
    return function ? function : next_instance_proc(instance, name);
}

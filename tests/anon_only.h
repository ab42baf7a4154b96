/* amdgpu's userptr rule, emulated: a host-pointer import of memory with a
 * file behind it is refused. RADV imports a host pointer through libdrm's
 * amdgpu_create_bo_from_user_mem, which sets AMDGPU_GEM_USERPTR_ANONONLY,
 * and the kernel (amdgpu_ttm.c) then returns -EPERM for a range whose
 * mapping has a file (vm_file): POSIX shared memory, a memfd,
 * MAP_SHARED | MAP_ANONYMOUS all do; RADV answers
 * VK_ERROR_INVALID_EXTERNAL_HANDLE. Here a mapping has a file when
 * /proc/self/maps names one: a path, not a bracketed pseudo-name such as
 * [heap] or [anon:...].
 *
 * Used by tests/fixture.c (through the caller's loader) and by
 * tests/anon_only_shim.c (LD_PRELOAD, for programs that use the system
 * loader). Each sets the two functions the wrappers pass on to first. */
#ifndef VKAR_TEST_ANON_ONLY_H
#define VKAR_TEST_ANON_ONLY_H

#include <vulkan/vulkan.h>

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static PFN_vkAllocateMemory anon_only_next_allocate;
static PFN_vkGetDeviceProcAddr anon_only_next_device_proc;
static int anon_only_refusals; /* imports refused so far in this process */

/* Whether [pointer, pointer + bytes) overlaps a mapping with a file. */
static int anon_only_has_file(const void* pointer, uint64_t bytes)
{
    const unsigned long start = (unsigned long)(uintptr_t)pointer, end = start + (unsigned long)bytes;
    char line[8192];
    FILE* maps = fopen("/proc/self/maps", "r");
    int found = 0;
    while (maps && !found && fgets(line, sizeof line, maps)) {
        unsigned long low, high;
        int name = 0;
        if (sscanf(line, "%lx-%lx %*s %*s %*s %*s %n", &low, &high, &name) < 2 || name == 0)
            continue;
        found = low < end && start < high && line[name] != '\0' && line[name] != '\n' && line[name] != '[';
    }
    if (maps)
        fclose(maps);
    return found;
}

static VkResult anon_only_refuse(void)
{
    __atomic_add_fetch(&anon_only_refusals, 1, __ATOMIC_ACQ_REL);
    return VK_ERROR_INVALID_EXTERNAL_HANDLE;
}

static VKAPI_ATTR VkResult VKAPI_CALL anon_only_allocate_memory(VkDevice device, const VkMemoryAllocateInfo* info,
                                                               const VkAllocationCallbacks* allocator,
                                                               VkDeviceMemory* memory)
{
    const VkBaseInStructure* next;
    for (next = (const VkBaseInStructure*)info->pNext; next; next = next->pNext)
        if (next->sType == VK_STRUCTURE_TYPE_IMPORT_MEMORY_HOST_POINTER_INFO_EXT &&
            anon_only_has_file(((const VkImportMemoryHostPointerInfoEXT*)(const void*)next)->pHostPointer,
                               info->allocationSize))
            return anon_only_refuse();
    return anon_only_next_allocate(device, info, allocator, memory);
}

static VKAPI_ATTR VkResult VKAPI_CALL anon_only_host_pointer_properties(VkDevice device,
                                                                       VkExternalMemoryHandleTypeFlagBits type,
                                                                       const void* pointer,
                                                                       VkMemoryHostPointerPropertiesEXT* props)
{
    PFN_vkGetMemoryHostPointerPropertiesEXT next = (PFN_vkGetMemoryHostPointerPropertiesEXT)anon_only_next_device_proc(
        device, "vkGetMemoryHostPointerPropertiesEXT");
    if (anon_only_has_file(pointer, 1))
        return anon_only_refuse();
    return next(device, type, pointer, props);
}

/* The replacement of a device function `name`, or NULL. */
static PFN_vkVoidFunction anon_only_function(const char* name)
{
    if (strcmp(name, "vkAllocateMemory") == 0)
        return (PFN_vkVoidFunction)anon_only_allocate_memory;
    if (strcmp(name, "vkGetMemoryHostPointerPropertiesEXT") == 0)
        return (PFN_vkVoidFunction)anon_only_host_pointer_properties;
    return NULL;
}

#endif
